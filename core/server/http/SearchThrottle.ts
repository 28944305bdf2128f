import type { Redis } from 'ioredis';
import type { RateLimit } from '../config/AbuseLimits';
import { addressKey } from './addressKey';
import { RateLimiter } from './RateLimiter';
import { TooManyRequests } from './TooManyRequests';

/**
 * The `searchPerUser` budget, shared by every search-as-you-type route and feed of a user. The
 * console debounces typing too; this holds for clients that do not. With Redis, across the cluster.
 */
export class SearchThrottle {
  private readonly limiter: RateLimiter;

  constructor(limit: RateLimit, redis?: Redis) {
    this.limiter = new RateLimiter(limit, redis && { redis, name: 'searchPerUser' });
  }

  /** Counts one search of the user (or of an anonymous caller's IP); 429 beyond the limit. */
  async count(caller: { userId?: number; ip: string }): Promise<void> {
    const wait = await this.limiter.consume(caller.userId === undefined ? `ip:${addressKey(caller.ip)}` : `user:${caller.userId}`);
    if (wait) throw new TooManyRequests(wait, 'too_many_requests', `Too many searches. Please try again in ${wait} seconds.`);
  }
}
