import { addDays, startOfDay } from './calendarDays';
import type { DateRange } from './dateRangeRules';

/** The monitoring filter's `from`/`to` for a range: local midnight of the start to local midnight after the end. */
export function dateRangeInstants(range: DateRange): { from: number; to: number } {
  return { from: startOfDay(range.startDate), to: startOfDay(addDays(range.endDate, 1)) };
}
