import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerOptions } from 'socket.io';
import { ClusterBus } from './ClusterBus';
import { ClusterRpc } from './ClusterRpc';
import { FeedLeases } from './FeedLeases';

/** What the server processes of one console share (REDIS_URL). Alone, only a bus that tells no one. */
export interface Cluster {
  bus: ClusterBus;
  /** Asks every process a question (the task manager's tasks); alone, this one answers. */
  rpc: ClusterRpc;
  /** Commands on the shared counters (login and search limits); undefined when alone. */
  redis?: Redis;
  /** Which process computes each live feed; undefined when alone (this one computes all). */
  feedLeases?: FeedLeases;
  /** socket.io's Redis adapter: the processes' socket servers act as one (broadcasts, the lease holders' feed results); undefined → socket.io's in-memory one. */
  socketAdapter?: ServerOptions['adapter'];
  /** Closes the Redis connections (after the socket server stopped). */
  close(): Promise<void>;
}

/**
 * Connects to Redis when `redisUrl` is set: one connection for commands and publishing, and one
 * each for the two subscribers (socket.io's adapter; the bus and the questions), since a subscribed
 * connection takes no other command. A start with an unreachable Redis fails, naming it.
 */
export async function openCluster(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<Cluster> {
  if (!redisUrl) return { bus: ClusterBus.alone(), rpc: ClusterRpc.alone(), close: () => Promise.resolve() };
  const clients: Redis[] = [];
  const connect = async (client: Redis) => {
    clients.push(client);
    // ioredis reconnects by itself; without a listener each failed attempt would be an unhandled 'error'.
    client.on('error', (err: Error) => log.warn({ err }, 'Redis (REDIS_URL): connection error, reconnecting'));
    await client.connect();
    return client;
  };
  try {
    // A command fails after one reconnect attempt rather than twenty: the callers have a fallback (limits, leases) or can lose a message (the bus).
    const redis = await connect(new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }));
    const socketSubscriber = await connect(redis.duplicate());
    const subscriber = await connect(redis.duplicate());
    const bus = await ClusterBus.overRedis(redis, subscriber, log);
    const rpc = await ClusterRpc.overRedis(redis, subscriber, log);
    return {
      bus,
      rpc,
      redis,
      feedLeases: new FeedLeases(redis),
      socketAdapter: createAdapter(redis, socketSubscriber),
      async close() {
        await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
      },
    };
  } catch (err) {
    for (const client of clients) client.disconnect();
    throw new Error(`Redis at REDIS_URL is not reachable: ${(err as Error).message}`, { cause: err });
  }
}
