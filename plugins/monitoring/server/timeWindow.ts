import type { EventFilter } from '../../../core/common/events';
import { type TimeRange, ZoneOffsets } from '../../../core/server/events';
import type { CompareOption } from '../common/compareOptions';

/** "Active users" = distinct visitors of the last 5 minutes (Plausible's current visitors). */
const ACTIVE_WINDOW_MS = 5 * 60_000;
export const DAY_MS = 86_400_000;

/** `to` is exclusive: now + 1 ms includes a hit collected this very millisecond. */
const nowEnd = () => Date.now() + 1;

/** The filter's range, or the last 5 minutes up to `to` (default now). */
export function activeWindow(filter: EventFilter): TimeRange {
  const to = filter.to ?? nowEnd();
  return { from: filter.from ?? to - ACTIVE_WINDOW_MS, to };
}

/** The filter's range, or the last `days` days up to now (pick lists, autocomplete). */
export function lastDays(filter: EventFilter, days: number): TimeRange {
  const to = filter.to ?? nowEnd();
  return { from: filter.from ?? to - days * DAY_MS, to };
}

/** Start of the local day holding `ts` in `timeZone`. */
export function localMidnight(ts: number, timeZone: string): number {
  const zone = new ZoneOffsets(timeZone, ts - DAY_MS, ts + DAY_MS);
  return zone.utcOfLocal(Math.floor((ts + zone.at(ts)) / DAY_MS) * DAY_MS);
}

/**
 * The filter's range, or today in the filter's zone: midnight … now (the realtime charts),
 * or midnight … next midnight when comparing, so yesterday's or last week's line is whole.
 */
export function todayWindow(filter: EventFilter & { compare?: CompareOption }, timeZone: string): TimeRange {
  const now = nowEnd();
  const from = filter.from ?? localMidnight(filter.to ?? now, timeZone);
  const to = filter.to ?? (filter.compare ? localMidnight(from + DAY_MS + 3 * 3600_000, timeZone) : now);
  return { from, to };
}

export const COMPARE_DAYS: Readonly<Record<CompareOption, number>> = { yesterday: 1, last_week: 7 };

/** The same wall-clock instant `days` days later in the zone (negative: earlier); DST-correct. */
export function shiftLocalDays(ts: number, days: number, zone: ZoneOffsets): number {
  return zone.utcOfLocal(ts + zone.at(ts) + days * DAY_MS);
}
