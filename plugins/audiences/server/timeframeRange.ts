import type { TimeRange } from '../../../core/server/events';
import type { AudienceTimeframe } from '../common/audienceCounts';

const DAY = 86_400_000;

/**
 * The time range of a count timeframe at `now`: today and yesterday are whole UTC days (the
 * audience data is kept in UTC, analytics §7); last7Days and last30Days are that many UTC days
 * up to now, today included — whole days, so the start stays put all day and the settled
 * part of the count is kept rather than recounted on every ask.
 */
export function timeframeRange(timeframe: AudienceTimeframe, now: number): TimeRange {
  const midnight = Math.floor(now / DAY) * DAY;
  const to = now + 1;
  switch (timeframe) {
    case 'today':
      return { from: midnight, to };
    case 'yesterday':
      return { from: midnight - DAY, to: midnight };
    case 'last7Days':
      return { from: midnight - 6 * DAY, to };
    case 'last30Days':
      return { from: midnight - 29 * DAY, to };
  }
}
