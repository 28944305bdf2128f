import type { IsoDay } from './calendarDays';

/** A range of whole calendar days, both ends included (spec §3 Filter startDate, endDate). */
export interface DateRange {
  startDate: IsoDay;
  endDate: IsoDay;
}

/** The limits of one page's date-range filter (spec §5). */
export interface DateRangeRules {
  /** Longest range in days, both ends counted. */
  maxRange: number;
  /** How many days back the start may lie. */
  maxPast: number;
}

/** FB-24: a page that names no maximum allows 90 days. */
export const DEFAULT_MAX_RANGE_DAYS = 90;
/** FB-25: the start may be at most 62 days in the past. */
export const DEFAULT_MAX_PAST_DAYS = 62;

/** The rules of a page with maximum range `maxRange` (defaults as in spec §5). */
export function dateRangeRules(maxRange = DEFAULT_MAX_RANGE_DAYS, maxPast = DEFAULT_MAX_PAST_DAYS): DateRangeRules {
  return { maxRange, maxPast };
}
