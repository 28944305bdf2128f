import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Counts failed logins per e-mail + IP. After `points` failures within the window the pair is
 * blocked for the rest of it; a successful login clears the count.
 */
export class LoginThrottle {
  private readonly limiter: RateLimiterMemory;

  constructor(private readonly points: number, durationSeconds: number) {
    this.limiter = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: 'login' });
  }

  /** Seconds until the pair may try again, or 0 when it may try now. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const res = await this.limiter.get(key(email, ip));
    return res && res.consumedPoints >= this.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  }

  async fail(email: string, ip: string): Promise<void> {
    try {
      await this.limiter.consume(key(email, ip));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  }

  async succeed(email: string, ip: string): Promise<void> {
    await this.limiter.delete(key(email, ip));
  }
}

function key(email: string, ip: string): string {
  return `${email.toLowerCase()}|${ip}`;
}
