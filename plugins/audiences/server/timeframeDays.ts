import type { AudienceTimeframe } from '../common/audienceCounts';
import { timeframeRange } from './timeframeRange';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first and last UTC day ('YYYY-MM-DD') of a timeframe at `now`: what a daily roll-up sums over (timeframeRange's days). */
export function timeframeDays(timeframe: AudienceTimeframe, now: number): { first: string; last: string } {
  const { from, to } = timeframeRange(timeframe, now);
  return { first: isoDay(from), last: isoDay(to - 1) };
}
