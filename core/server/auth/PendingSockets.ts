import type { Socket } from 'socket.io';
import { socketEvents } from '../../common/api/authPaths';
import { addressKey } from '../http/addressKey';

/** A socket connected but not yet authenticated: where from, and when its time is up. */
interface Waiting {
  address: string;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Sockets that connected and have not authenticated yet. Until then a socket does nothing but
 * hold a connection, so each gets `authSeconds` to authenticate and is closed after that, and one
 * address holds at most `perAddress` of them at once: beyond, a new socket is told
 * `too_many_connections` and closed. Addresses count as for the per-IP limits (addressKey);
 * behind a trusted proxy the client's is the first of X-Forwarded-For.
 */
export class PendingSockets {
  private readonly waiting = new Map<Socket, Waiting>();
  private readonly perAddressCount = new Map<string, number>();

  constructor(
    private readonly authSeconds: number,
    private readonly perAddress: number,
    private readonly trustProxy: boolean,
  ) {}

  /** A new socket: starts its wait, or refuses and closes it when its address has too many waiting. Returns whether it was let in. */
  admit(socket: Socket): boolean {
    const address = this.addressOf(socket);
    const count = this.perAddressCount.get(address) ?? 0;
    if (count >= this.perAddress) {
      socket.emit(socketEvents.unauthorized, { code: 'too_many_connections', message: `At most ${this.perAddress} connections per address may wait for authentication at once.` });
      socket.disconnect(true);
      return false;
    }
    this.perAddressCount.set(address, count + 1);
    const timer = setTimeout(() => {
      this.settled(socket);
      socket.disconnect(true);
    }, this.authSeconds * 1000);
    this.waiting.set(socket, { address, timer });
    return true;
  }

  /** The socket authenticated or disconnected: it waits no longer. */
  settled(socket: Socket): void {
    const waiting = this.waiting.get(socket);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.waiting.delete(socket);
    const left = (this.perAddressCount.get(waiting.address) ?? 1) - 1;
    if (left > 0) this.perAddressCount.set(waiting.address, left);
    else this.perAddressCount.delete(waiting.address);
  }

  stop(): void {
    for (const socket of [...this.waiting.keys()]) this.settled(socket);
  }

  private addressOf(socket: Socket): string {
    const forwarded = this.trustProxy ? socket.handshake.headers['x-forwarded-for'] : undefined;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
    return addressKey(first || socket.handshake.address);
  }
}
