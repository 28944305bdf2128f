import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  close(): Promise<void>;
}

/** A local HTTP server on a free loopback port answering by path: the stand-in for the internet (image hosts, search APIs) in tests. */
export async function startFakeHttpServer(routes: Record<string, FakeHandler>): Promise<FakeHttpServer> {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const handler = routes[url.pathname];
    if (handler) handler(request, response, url);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler answering `body` with `type`. */
export const reply =
  (type: string, body: Buffer | string | object, status = 200): FakeHandler =>
  (_request, response) => {
    const bytes = Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': type }).end(bytes);
  };
