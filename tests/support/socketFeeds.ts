import type { Socket } from 'socket.io-client';
import { nextEvent, testSocket, type TestServer } from './startTestServer';

/** One `update` push as a test socket received it, with the time it arrived. */
export interface FeedUpdate<T = unknown> {
  resource: string;
  key: string;
  data: T;
  receivedAt: number;
}

/** A socket of the test server that has authenticated (with `token`, else the handshake cookie); closed with the server. */
export function authenticatedSocket(t: TestServer, token?: string): Promise<Socket> {
  return authenticate(t.socket(), token);
}

/** A socket of the server at `url` (a server process, nginx) that has authenticated with `token`; the caller disconnects it. */
export function authenticatedSocketAt(url: string, token: string): Promise<Socket> {
  return authenticate(testSocket(url), token);
}

/** `socket` once connected and authenticated; disconnected if either fails to come. */
async function authenticate(socket: Socket, token?: string): Promise<Socket> {
  try {
    await nextEvent(socket, 'connect');
    const reply = nextEvent(socket, 'authenticated');
    socket.emit('authenticate', { token });
    await reply;
    return socket;
  } catch (err) {
    socket.disconnect();
    throw err;
  }
}

/** Every update the socket receives from now on, in order. */
export function collectUpdates<T = unknown>(socket: Socket): FeedUpdate<T>[] {
  const updates: FeedUpdate<T>[] = [];
  socket.on('update', (u: Omit<FeedUpdate<T>, 'receivedAt'>) => updates.push({ ...u, receivedAt: Date.now() }));
  return updates;
}

/** Polls until `check` holds; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
