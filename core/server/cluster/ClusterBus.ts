import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionEvent } from '../auth/SessionEvents';

/** What one server process tells the others of its cluster after it changed something. */
export type ClusterMessage =
  /** Sockets held elsewhere must follow a logout or an access change too. */
  | { kind: 'session'; event: SessionEvent }
  /** A PerDatabaseCache's table changed: drop the snapshot. */
  | { kind: 'invalidate'; cache: string }
  /** The admin's refresh-cache page dropped a RefreshableCache. */
  | { kind: 'refresh'; cache: string }
  /** The event store wrote new rows: live rooms recompute (a shared store's rows are every process's). */
  | { kind: 'eventsFlushed' };

type Kind = ClusterMessage['kind'];
type MessageOf<K extends Kind> = Extract<ClusterMessage, { kind: K }>;

const CHANNEL = 'audience-console:bus';

/** The bus of the server that owns a database handle (see `ClusterBus.of`). */
const busOfDatabase = new WeakMap<object, ClusterBus>();

/**
 * The invalidation bus: tells the other server processes of the cluster what this one changed,
 * so they drop what they hold in memory. The publisher has applied its change already, so
 * listeners hear only the others: alone (no REDIS_URL) there is no one to tell and publish does
 * nothing; over Redis pub/sub, which echoes a process's own messages back, those are skipped.
 */
export class ClusterBus {
  private readonly id = randomUUID();
  private readonly emitter = new EventEmitter();

  private constructor(private readonly redis?: { publisher: Redis; log: FastifyBaseLogger }) {}

  /** The bus of a process that is alone. */
  static alone(): ClusterBus {
    return new ClusterBus();
  }

  /** The bus over Redis: `subscriber` is a subscribed connection (it takes no other commands; it may carry other channels too). */
  static async overRedis(publisher: Redis, subscriber: Redis, log: FastifyBaseLogger): Promise<ClusterBus> {
    const bus = new ClusterBus({ publisher, log });
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel === CHANNEL) bus.received(raw);
    });
    await subscriber.subscribe(CHANNEL);
    return bus;
  }

  /**
   * The bus of the server whose database handle this is: a plugin's caches are module-level and
   * kept per database (PerDatabaseCache), so the handle is how they reach their server's bus.
   */
  static of(db: object): ClusterBus | undefined {
    return busOfDatabase.get(db);
  }

  /** Makes this the bus `ClusterBus.of(db)` answers. */
  serve(db: object): void {
    busOfDatabase.set(db, this);
  }

  /** Tells every other process. Fire and forget: a lost message costs staleness until the cache's own expiry, not correctness of this request. */
  publish(message: ClusterMessage): void {
    if (!this.redis) return;
    const { publisher, log } = this.redis;
    publisher.publish(CHANNEL, JSON.stringify({ from: this.id, message })).catch((err: unknown) => log.error({ err, kind: message.kind }, 'cluster bus: publish failed'));
  }

  /** Hears the other processes' messages of one kind. */
  subscribe<K extends Kind>(kind: K, listener: (message: MessageOf<K>) => void): () => void {
    this.emitter.on(kind, listener);
    return () => this.emitter.off(kind, listener);
  }

  private received(raw: string) {
    try {
      const { from, message } = JSON.parse(raw) as { from: string; message: ClusterMessage };
      if (from !== this.id) this.emitter.emit(message.kind, message);
    } catch (err) {
      this.redis?.log.error({ err }, 'cluster bus: a message could not be applied');
    }
  }
}
