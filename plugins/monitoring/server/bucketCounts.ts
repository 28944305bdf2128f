import { type EventCondition, type EventMeasure, type EventStore, type TimeRange, TimeBuckets, ZoneOffsets } from '../../../core/server/events';
import type { EventFilter, HistogramInterval } from '../../../core/common/events';
import type { CompareOption } from '../common/compareOptions';
import { COMPARE_DAYS, shiftLocalDays } from './timeWindow';

export interface BucketCountsRequest<M extends Record<string, EventMeasure | undefined>> {
  /** Names the query in the store's cache of settled buckets. */
  name: string;
  filter: EventFilter & { compare?: CompareOption };
  range: TimeRange;
  interval: HistogramInterval;
  timeZone: string;
  /** Measure per metric name, e.g. { views: 'views' }. */
  measures: M;
  /** Conditions beyond the filter (an event's name and label). */
  where?: readonly EventCondition[];
}

export interface Bucket {
  /** UTC epoch ms of the bucket start; with `compare`, the start of the bucket it is drawn against. */
  key: number;
  /** Wall-clock start of the counted bucket in the zone (with `compare`: yesterday's or last week's). */
  date: string;
}

/**
 * Counts per time bucket over the range, every bucket present (empty ones as 0). With
 * `filter.compare` it counts the same local buckets of yesterday or last week instead and
 * keys them by today's buckets, so a chart draws both lines on one axis.
 */
export async function bucketCounts<M extends Record<string, EventMeasure | undefined>>(events: EventStore, request: BucketCountsRequest<M>): Promise<(Bucket & Record<keyof M, number>)[]> {
  const { filter, interval, timeZone, measures } = request;
  const days = filter.compare ? COMPARE_DAYS[filter.compare] : 0;
  const zone = new ZoneOffsets(timeZone, request.range.from - 8 * 86_400_000, request.range.to + 86_400_000);
  const range = days ? { from: shiftLocalDays(request.range.from, -days, zone), to: shiftLocalDays(request.range.to, -days, zone) } : request.range;
  const buckets = new TimeBuckets(interval, timeZone, range);
  const rows = await events.count({ name: request.name, range, filter, where: request.where, groupBy: [{ bucket: interval, timeZone }], measures });
  const counted = new Map(rows.map((r) => [r.groups[0], r as Record<keyof M, unknown>]));
  const names = Object.keys(measures) as (keyof M)[];
  return buckets.keys().map((key) => {
    const row = counted.get(key);
    const point = { key: days ? shiftLocalDays(key, days, zone) : key, date: buckets.localIso(key) } as Bucket & Record<keyof M, number>;
    for (const m of names) (point as Record<keyof M, number>)[m] = Number(row?.[m] ?? 0);
    return point;
  });
}
