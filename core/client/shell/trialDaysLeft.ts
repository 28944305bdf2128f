import type { User } from '../../common/api/User';
import type { Product } from '../../common/products';

const DAY_MS = 24 * 3600 * 1000;

/** The user flag of a product's active trial; products without one never show the banner. */
const TRIAL_FLAG: Partial<Record<Product, keyof User>> = {
  analytics: 'hasAnalyticsTrial',
  dmp: 'hasDMPTrial',
  tools: 'hasToolsTrial',
};

/**
 * OP-22: whole days until trial_ends_at for the current product's trial, a started day
 * counting as one; 0 when there is no active trial, it is over, or there is no current product.
 */
export function trialDaysLeft(user: User | undefined, product: Product | undefined, now: number = Date.now()): number {
  const flag = product && TRIAL_FLAG[product];
  if (!user || !flag || user[flag] !== true || !user.trial_ends_at) return 0;
  const ends = Date.parse(user.trial_ends_at);
  if (Number.isNaN(ends)) return 0;
  return Math.max(0, Math.ceil((ends - now) / DAY_MS));
}
