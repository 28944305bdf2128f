import { addDays, daysBetween, isIsoDay, type IsoDay } from './calendarDays';
import { rangeDays } from './dateRangeProblem';
import type { DateRange, DateRangeRules } from './dateRangeRules';

/** Days a page shows when nothing is stored: the product's "last 7 days" (spec §9 timeframes). */
const DEFAULT_RANGE_DAYS = 7;

/**
 * A stored range made valid for a page on load (FB-26): missing or broken ends become the
 * last 7 days, nothing lies after today (FB-27), a start older than allowed moves up to the
 * oldest allowed day, and a range longer than the page allows keeps its end and loses days
 * at the start.
 */
export function clampDateRange(stored: Partial<DateRange> | undefined, rules: DateRangeRules, today: IsoDay): DateRange {
  const latest = (day: IsoDay) => (daysBetween(day, today) < 0 ? today : day);
  const oldest = addDays(today, -rules.maxPast);
  const endDate = isIsoDay(stored?.endDate) ? latest(stored.endDate) : today;
  let startDate = isIsoDay(stored?.startDate) ? latest(stored.startDate) : addDays(endDate, -(Math.min(DEFAULT_RANGE_DAYS, rules.maxRange) - 1));
  if (daysBetween(startDate, endDate) < 0) startDate = endDate;
  if (daysBetween(oldest, startDate) < 0) startDate = oldest;
  const range = { startDate, endDate: daysBetween(startDate, endDate) < 0 ? startDate : endDate };
  return rangeDays(range) > rules.maxRange ? { startDate: addDays(range.endDate, -(rules.maxRange - 1)), endDate: range.endDate } : range;
}
