import type { SocketLike } from './SocketKernel';

/**
 * A socket whose real socket is made once its module has loaded, so socket.io's client (12 KB
 * gzipped) stays out of the initial bundle: the login page and the first paint never need it.
 * Calls made before then are replayed in order; a disconnect before then means the real socket
 * is never made.
 */
export class DeferredSocket implements SocketLike {
  private socket?: SocketLike;
  private pending: ((socket: SocketLike) => unknown)[] = [];
  private abandoned = false;

  constructor(make: Promise<() => SocketLike>) {
    make.then(
      (create) => {
        if (this.abandoned) return;
        const socket = (this.socket = create());
        for (const call of this.pending.splice(0)) call(socket);
      },
      (error: unknown) => console.error('The live connection could not be loaded.', error),
    );
  }

  connect(): void {
    this.call((socket) => socket.connect());
  }

  disconnect(): void {
    if (this.socket) {
      this.socket.disconnect();
      return;
    }
    this.abandoned = true;
    this.pending = [];
  }

  on(event: string, listener: (...args: never[]) => void): void {
    this.call((socket) => socket.on(event, listener));
  }

  emit(event: string, ...args: unknown[]): void {
    this.call((socket) => socket.emit(event, ...args));
  }

  private call(action: (socket: SocketLike) => unknown) {
    if (this.socket) action(this.socket);
    else if (!this.abandoned) this.pending.push(action);
  }
}
