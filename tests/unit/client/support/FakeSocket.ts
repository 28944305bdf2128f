import type { SocketLike } from '../../../../core/client/socket/SocketKernel';

/** A socket.io client stand-in: records emits, lets the test play the server. */
export class FakeSocket implements SocketLike {
  connected = false;
  emitted: [string, unknown][] = [];
  private listeners = new Map<string, ((payload?: unknown) => void)[]>();

  on(event: string, listener: (...args: never[]) => void) {
    // The test plays the server: it sends each event the payload that event's listener expects.
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as (payload?: unknown) => void]);
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }

  connect() {
    this.connected = true;
    this.serverSends('connect');
    return this;
  }

  disconnect() {
    this.connected = false;
    this.serverSends('disconnect');
    return this;
  }

  /** Delivers an event from the "server". */
  serverSends(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  emits(event: string): unknown[] {
    return this.emitted.filter(([e]) => e === event).map(([, p]) => p);
  }
}
