import { SETTLED_AFTER_MS } from './SettledQueryCache';
import type { TimeRange } from './TimeRange';

/** The settled part of a range ends on a whole hour: it is extended once an hour, not on every call. */
const SETTLE_STEP_MS = 3_600_000;

/**
 * Where `range` splits into a settled part a store may keep and an open part it counts on
 * every call; undefined when less than a settled hour lies in it (the last 5 minutes, a range
 * just begun): such a range is one cheap scan. Always on a whole hour, also when `to` lies in
 * the settled past and moves with the clock (yesterday up to this time): the part then stays
 * the same for an hour instead of being extended by a few milliseconds on every call.
 */
export function settledSplit(range: TimeRange): number | undefined {
  const split = Math.max(range.from, Math.floor(Math.min(range.to, Date.now() - SETTLED_AFTER_MS) / SETTLE_STEP_MS) * SETTLE_STEP_MS);
  return split - range.from < SETTLE_STEP_MS ? undefined : split;
}
