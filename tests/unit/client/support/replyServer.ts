import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status?: number;
  /** Sent as JSON; a string is sent as it is (an empty string = empty body). */
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delay?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  body: string;
  cookie?: string;
}

type Handler = (request: SeenRequest) => Reply;

/**
 * A real local HTTP server with programmable replies: the stand-in for failures the real
 * server cannot be made to produce on demand (expired tokens mid-call, slow replies, 500s).
 */
export class ReplyServer {
  readonly seen: SeenRequest[] = [];
  private readonly handlers = new Map<string, Handler[]>();
  private server?: Server;

  /** Queue replies for "METHOD /path"; the last one repeats once the queue is down to it. */
  on(route: string, ...replies: (Reply | Handler)[]): this {
    this.handlers.set(route, replies.map((r) => (typeof r === 'function' ? r : () => r)));
    return this;
  }

  reset(): void {
    this.seen.length = 0;
    this.handlers.clear();
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const path = (req.url ?? '').split('?')[0];
    const request: SeenRequest = { method: req.method ?? 'GET', path: req.url ?? '', body, cookie: req.headers.cookie };
    this.seen.push(request);
    const queue = this.handlers.get(`${request.method} ${path}`);
    const reply: Reply = queue ? (queue.length > 1 ? queue.shift()! : queue[0])(request) : { status: 404, body: { status: 'error', error: 'not_found', message: 'View not found!' } };
    if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay));
    if (res.destroyed) return;
    const text = typeof reply.body === 'string' ? reply.body : reply.body === undefined ? '' : JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
    res.end(text);
  }
}
