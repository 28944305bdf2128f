import type { TimeRange } from '../../../core/server/events';
import type { ClassificationDays } from '../common/Classification';

const HOUR = 3_600_000;

/**
 * The last `days` × 24 hours at `now`, in whole hours: the current hour and the hours before it.
 * The start stays put for an hour, so the store keeps the settled part of a count and only
 * the open hour is counted again on the next ask.
 */
export function classificationRange(days: ClassificationDays, now: number): TimeRange {
  const hour = Math.floor(now / HOUR) * HOUR;
  return { from: hour - (days * 24 - 1) * HOUR, to: now + 1 };
}
