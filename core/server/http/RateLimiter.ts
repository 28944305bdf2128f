import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimit } from '../config/AbuseLimits';

/**
 * Counters of one abuse limit per key (fixed windows): in this process's memory, or with
 * `shared` in Redis, under the limit's name, where every process of the cluster counts together.
 */
export class RateLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly limit: RateLimit,
    shared?: { redis: Redis; name: string },
  ) {
    const options = { points: limit.points, duration: limit.durationSeconds };
    // While Redis is unreachable, this process counts alone rather than failing every login.
    this.limiter = shared ? new RateLimiterRedis({ ...options, storeClient: shared.redis, keyPrefix: `limit:${shared.name}`, insuranceLimiter: new RateLimiterMemory(options) }) : new RateLimiterMemory(options);
  }

  /** Counts `points` for `key`: 0 while within the limit, else the seconds until its window ends. */
  async consume(key: string, points = 1): Promise<number> {
    try {
      await this.limiter.consume(key, points);
      return 0;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return seconds(err.msBeforeNext);
    }
  }

  /** Seconds until `key` may go on when its limit is used up, else 0. Counts nothing. */
  async blockedFor(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return res && res.consumedPoints >= this.limit.points ? seconds(res.msBeforeNext) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
