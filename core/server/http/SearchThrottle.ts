import type { RateLimit } from '../config/AbuseLimits';
import { RateLimiter } from './RateLimiter';
import { TooManyRequests } from './TooManyRequests';

/**
 * The `searchPerUser` budget, shared by every search-as-you-type route and feed of a user. The
 * console debounces typing too; this holds for clients that do not.
 */
export class SearchThrottle {
  private readonly limiter: RateLimiter;

  constructor(limit: RateLimit) {
    this.limiter = new RateLimiter(limit);
  }

  /** Counts one search of the user (or of an anonymous caller's IP); 429 beyond the limit. */
  async count(caller: { userId?: number; ip: string }): Promise<void> {
    const wait = await this.limiter.consume(caller.userId === undefined ? `ip:${caller.ip}` : `user:${caller.userId}`);
    if (wait) throw new TooManyRequests(wait, 'too_many_requests', `Too many searches. Please try again in ${wait} seconds.`);
  }
}
