import { EventEmitter } from 'node:events';
import type { ClusterBus } from '../cluster/ClusterBus';

/** A change to signed-in sessions that open sockets must follow at once. */
export type SessionEvent =
  /** Logout or refresh-token reuse ended this login (its refresh-token family). */
  | { kind: 'familyRevoked'; family: string }
  /** The user's permissions or analytics domains were replaced. */
  | { kind: 'accessChanged'; userId: number };

export type SessionListener = (event: SessionEvent) => void;

/**
 * The seam between what changes sessions (logout, reuse detection, user edits) and what holds
 * them open (the socket hub). A change made by this process reaches its listeners at once and
 * the other processes of the cluster through the bus, whose listeners hear it once each.
 * A change made outside any server (the CLI) reaches no one: the admin's refreshUsers does.
 */
export class SessionEvents {
  private readonly emitter = new EventEmitter();

  constructor(private readonly bus: ClusterBus) {
    bus.subscribe('session', ({ event }) => this.emitter.emit('event', event));
  }

  /** Call after the change is committed: listeners re-read the database. */
  publish(event: SessionEvent): void {
    this.emitter.emit('event', event);
    this.bus.publish({ kind: 'session', event });
  }

  subscribe(listener: SessionListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
