import type { Redis } from 'ioredis';
import type { AbuseLimits } from '../config/AbuseLimits';
import { addressKey } from '../http/addressKey';
import { RateLimiter } from '../http/RateLimiter';

/** E-mail + IP pairs that logged in successfully, remembered up to this many (the oldest forgotten first). */
const KNOWN_PAIRS = 10_000;

/**
 * Failed logins counted four ways: per e-mail + IP, per e-mail, per IP and for the whole
 * server. A count used up blocks until its window ends. The per-e-mail, per-IP and global
 * blocks spare a pair that logged in successfully before (since this process started): others'
 * failures do not lock a user out of the address they log in from; the pair's own limit still
 * applies there. With Redis the counts are the cluster's; the pairs known are this process's.
 */
export class LoginThrottle {
  private readonly pair: RateLimiter;
  private readonly account: RateLimiter;
  private readonly ip: RateLimiter;
  private readonly global: RateLimiter;
  /** A Map keeps insertion order: re-inserting makes a pair the newest, the first key is the oldest. */
  private readonly knownPairs = new Map<string, true>();

  constructor(limits: Pick<AbuseLimits, 'loginPerAccountAndIp' | 'loginPerAccount' | 'loginPerIp' | 'loginGlobal'>, redis?: Redis) {
    const limiter = (name: keyof typeof limits) => new RateLimiter(limits[name], redis && { redis, name });
    this.pair = limiter('loginPerAccountAndIp');
    this.account = limiter('loginPerAccount');
    this.ip = limiter('loginPerIp');
    this.global = limiter('loginGlobal');
  }

  /** Seconds until this e-mail may try again from this IP, or 0 when it may try now. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const pair = pairKey(email, ip);
    const waits = [this.pair.blockedFor(pair)];
    if (!this.knownPairs.has(pair)) waits.push(this.account.blockedFor(accountKey(email)), this.ip.blockedFor(addressKey(ip)), this.global.blockedFor('all'));
    return Math.max(...(await Promise.all(waits)));
  }

  async fail(email: string, ip: string): Promise<void> {
    await Promise.all([this.pair.consume(pairKey(email, ip)), this.account.consume(accountKey(email)), this.ip.consume(addressKey(ip)), this.global.consume('all')]);
  }

  /** Clears the pair's own count only: an attacker's failures elsewhere keep counting. */
  async succeed(email: string, ip: string): Promise<void> {
    const pair = pairKey(email, ip);
    await this.pair.reset(pair);
    this.knownPairs.delete(pair);
    this.knownPairs.set(pair, true);
    if (this.knownPairs.size > KNOWN_PAIRS) this.knownPairs.delete(this.knownPairs.keys().next().value!);
  }
}

function accountKey(email: string): string {
  return email.toLowerCase();
}

function pairKey(email: string, ip: string): string {
  return `${accountKey(email)}|${addressKey(ip)}`;
}
