import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Renews the lease when this process holds it, else takes it when it is free (SET NX PX). */
const HOLD = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;

/** Deletes the lease only when this process holds it. */
const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

/**
 * Which process of the cluster computes a live feed: the one holding the feed's lease in Redis.
 * The holder renews it at every tick while its room has sockets and releases it when the room
 * closes; a holder that dies lets it lapse, and the next process to tick takes over.
 */
export class FeedLeases {
  private readonly holder = randomUUID();

  constructor(private readonly redis: Redis) {}

  /** True when this process holds the lease of the room `roomKey` for the next `ttlMs`. */
  async hold(roomKey: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(HOLD, 1, leaseKey(roomKey), this.holder, ttlMs)) === 1;
  }

  async release(roomKey: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, leaseKey(roomKey), this.holder);
  }
}

/** A room's key is its filter as JSON, of any length: the lease is named by its digest. */
function leaseKey(roomKey: string): string {
  return `feed-lease:${createHash('sha1').update(roomKey).digest('hex')}`;
}
