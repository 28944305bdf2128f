import { rangeDays, type DateRange } from '../../../core/common/dateRange';

/** Ranges shorter than this many days are charted hourly (spec §9). */
const HOURLY_BELOW_DAYS = 9;

/** IC-05: the histogram interval of an insights chart, hourly under 9 days, else daily. */
export function insightsInterval(range: DateRange): '1h' | '1d' {
  return rangeDays(range) < HOURLY_BELOW_DAYS ? '1h' : '1d';
}
