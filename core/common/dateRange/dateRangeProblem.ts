import { addDays, daysBetween, type IsoDay } from './calendarDays';
import type { DateRange, DateRangeRules } from './dateRangeRules';

/**
 * Why a chosen range is refused (FB-28..FB-30). `key` names the message in the core i18n
 * namespace (`dateRange.<key>`); `values` fill its placeholders.
 */
export type DateRangeProblem =
  | { key: 'order'; values: Record<string, never> }
  | { key: 'past'; values: { maxPast: number } }
  | { key: 'range'; values: { maxRange: number } };

/** The first rule the range breaks, or nothing when it may be applied. A one-day range is fine. */
export function dateRangeProblem(range: DateRange, rules: DateRangeRules, today: IsoDay): DateRangeProblem | undefined {
  if (daysBetween(range.startDate, range.endDate) < 0) return { key: 'order', values: {} };
  if (daysBetween(addDays(today, -rules.maxPast), range.startDate) < 0) return { key: 'past', values: { maxPast: rules.maxPast } };
  if (rangeDays(range) > rules.maxRange) return { key: 'range', values: { maxRange: rules.maxRange } };
  return undefined;
}

/** Days the range covers, both ends counted. */
export function rangeDays(range: DateRange): number {
  return daysBetween(range.startDate, range.endDate) + 1;
}
