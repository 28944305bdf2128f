import { dateRangeInstants } from '../../../core/common/dateRange/dateRangeInstants';
import type { DateRange } from '../../../core/common/dateRange/dateRangeRules';
import type { EventFilter } from '../../../core/common/events/eventFilter';
import type { Filter } from '../../../core/common/filter/Filter';
import { toResourceFilter } from '../../../core/common/filter/toResourceFilter';

/**
 * The monitoring filter (spec §7) an insights page sends: domain and terms as on realtime, the
 * range as from/to in the user's time zone (so days and hours are the user's), and the audience source.
 */
export function insightsResourceFilter(filter: Filter, range: DateRange, usePinpollAudiences: boolean, timezone: string): EventFilter {
  return { ...toResourceFilter(filter), usePinpollAudiences, ...dateRangeInstants(range), timezone };
}
