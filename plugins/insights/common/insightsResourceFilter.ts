import { dateRangeInstants, type DateRange } from '../../../core/common/dateRange';
import type { EventFilter } from '../../../core/common/events';
import { type Filter, toResourceFilter } from '../../../core/common/filter';

/**
 * The monitoring filter (spec §7) an insights page sends: domain and terms as on realtime, the
 * range as from/to in the user's time zone (so days and hours are the user's), and the audience source.
 */
export function insightsResourceFilter(filter: Filter, range: DateRange, usePinpollAudiences: boolean, timezone: string): EventFilter {
  return { ...toResourceFilter(filter), usePinpollAudiences, ...dateRangeInstants(range), timezone };
}
