import { EventEmitter } from 'node:events';

/** A change to signed-in sessions that open sockets must follow at once. */
export type SessionEvent =
  /** Logout or refresh-token reuse ended this login (its refresh-token family). */
  | { kind: 'familyRevoked'; family: string }
  /** The user's permissions or analytics domains were replaced. */
  | { kind: 'accessChanged'; userId: number };

export type SessionListener = (event: SessionEvent) => void;

/**
 * The seam between what changes sessions (logout, reuse detection, user edits) and what holds
 * them open (the socket hub). In-process today, so only changes made by this server reach its
 * sockets at once; a pub/sub bus (Redis, issue 20) can stand behind the same two methods so
 * that every instance, and the CLI, reach every socket.
 */
export class SessionEvents {
  private readonly emitter = new EventEmitter();

  /** Call after the change is committed: listeners re-read the database. */
  publish(event: SessionEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: SessionListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
