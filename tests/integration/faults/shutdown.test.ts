import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CollectLoad, LOAD_USER_AGENT, loadHit, storedHitIds } from '../../support/collectLoad';
import { startServerProcess, type ServerProcess } from '../../support/serverProcess';

/** A collect request of one hit as raw HTTP/1.1 on a keep-alive connection: its head, and its body apart. */
function rawCollect(url: string, id: number): { head: string; body: string } {
  const body = JSON.stringify(loadHit(id));
  const { host } = new URL(url);
  const head = `POST /api/v1/collect HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nUser-Agent: ${LOAD_USER_AGENT}\r\nConnection: keep-alive\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return { head, body };
}

/** Reads one HTTP response (status, headers, JSON body with Content-Length) from the socket. */
function readResponse(socket: Socket): Promise<{ status: number; headers: string; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = data.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
      if (Buffer.byteLength(data.slice(end + 4)) < length) return;
      socket.off('data', onData);
      resolve({ status: Number(headers.split(' ')[1]), headers, body: JSON.parse(data.slice(end + 4) || '{}') });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`connection closed after ${JSON.stringify(data)}`)));
  });
}

async function waitForOutput(server: ServerProcess, pattern: RegExp, ms = 15_000) {
  const until = Date.now() + ms;
  while (!pattern.test(server.output())) {
    if (Date.now() > until) throw new Error(`no ${pattern} in the server's output:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('fault: SIGTERM under ingest load', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ac-sigterm-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('drains: a running request is still accepted, the next one on its connection gets 503 shutting_down, every accepted event is stored, exit 0', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const load = new CollectLoad(server.url);
    // A request in flight across the signal: its head is sent, its body comes after SIGTERM.
    const IN_FLIGHT = 999_000_001, REFUSED = 999_000_002; // outside the load's ids
    const { port } = new URL(server.url);
    const held = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => held.once('connect', resolve));
    const first = rawCollect(server.url, IN_FLIGHT);
    held.write(first.head);

    await load.waitForAccepted(400);
    server.child.kill('SIGTERM');
    await waitForOutput(server, /Draining/);
    const firstAnswer = readResponse(held);
    held.write(first.body);
    expect((await firstAnswer).status).toBe(202);
    const second = rawCollect(server.url, REFUSED);
    const secondAnswer = readResponse(held);
    held.write(second.head + second.body);
    const refused = await secondAnswer;
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('shutting_down');
    expect(refused.headers).toMatch(/^connection: close$/im);
    expect(refused.headers).toMatch(/^retry-after: \d+$/im);
    held.destroy();

    const exit = await server.exited;
    await load.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    // The load saw only acceptance, the drain's 503 or a closed listener: no 500, no other code.
    const outcomes = Object.fromEntries(load.outcomes);
    expect(Object.keys(outcomes).filter((o) => !['202', '503 shutting_down', 'network error'].includes(o))).toEqual([]);

    const stored = await storedHitIds(path.join(dataDir, 'events.duckdb'));
    expect(stored.get(IN_FLIGHT)).toBe(1);
    expect(stored.has(REFUSED)).toBe(false);
    expect([...load.accepted.keys()].filter((id) => !stored.has(id))).toEqual([]);
    expect([...stored.keys()].filter((id) => !load.sent.has(id) && id !== IN_FLIGHT)).toEqual([]);
    expect([...stored.values()].filter((n) => n !== 1)).toEqual([]);
    console.info(`SIGTERM: ${load.acceptedCount} hits of the load accepted, all stored; load outcomes ${JSON.stringify(outcomes)}`);
  }, 60_000);
});
