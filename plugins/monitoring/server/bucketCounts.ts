import {
  type EventStore,
  eventFilterColumns,
  eventFilterWhere,
  type TimeRange,
  rolledScanSql,
  type PartAggregate,
  type SqlWhere,
  TimeBuckets,
  ZoneOffsets,
  SETTLED_AFTER_MS,
  settledCacheOf,
} from '../../../core/server/events';
import type { EventFilter, HistogramInterval } from '../../../core/common/events';
import type { CompareOption } from '../common/compareOptions';
import { COMPARE_DAYS, shiftLocalDays } from './timeWindow';

export interface BucketCountsRequest<M extends string> {
  filter: EventFilter & { compare?: CompareOption };
  range: TimeRange;
  interval: HistogramInterval;
  timeZone: string;
  /** Metric name → aggregate, e.g. { views: PAGE_VIEWS }; hourly and daily buckets of additive ones read the roll-ups. */
  metrics: Record<M, PartAggregate>;
  /** Further conditions, from fields of `filter` (event name, label …), and the columns they read: the filter keys the cache. */
  narrow?: { columns: readonly string[]; where: (where: SqlWhere) => void };
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
export async function bucketCounts<M extends string>(events: EventStore, request: BucketCountsRequest<M>): Promise<(Bucket & Record<M, number>)[]> {
  const { filter, interval, timeZone, metrics } = request;
  const days = filter.compare ? COMPARE_DAYS[filter.compare] : 0;
  const zone = new ZoneOffsets(timeZone, request.range.from - 8 * 86_400_000, request.range.to + 86_400_000);
  const range = days ? { from: shiftLocalDays(request.range.from, -days, zone), to: shiftLocalDays(request.range.to, -days, zone) } : request.range;
  const buckets = new TimeBuckets(interval, timeZone, range);
  const names = Object.keys(metrics) as M[];
  const countIn = async (part: TimeRange) => {
    if (part.from >= part.to) return [];
    const { sql, params } = rolledScanSql(events, {
      range: part,
      columns: [...eventFilterColumns(filter), ...(request.narrow?.columns ?? [])],
      groups: [buckets.sqlLocalKey(), buckets.sqlOffset()],
      aggregates: metrics,
      // Roll-up hours fall into one local bucket only where the zone is a whole number of hours off UTC.
      tiers: buckets.hourRowsFit() ? ['hour'] : [],
      where: (where, range) => {
        eventFilterWhere(filter, range, where);
        request.narrow?.where(where);
      },
    });
    return events.query<Record<string, number>>(sql, params);
  };
  // Buckets that ended before the flush delay cannot change: their counts come from the cache.
  const split = Math.min(range.to, Math.max(range.from, buckets.keyAt(Date.now() - SETTLED_AFTER_MS)));
  const settledKey = JSON.stringify([interval, timeZone, names.map((m) => metrics[m].sql), filter, range.from, split]);
  const [settled, fresh] = await Promise.all([settledCacheOf<Record<string, number>[]>(events).get(settledKey, () => countIn({ from: range.from, to: split })), countIn({ from: split, to: range.to })]);
  const counted = new Map([...settled, ...fresh].map((r) => [buckets.keyOf(r.g0, r.g1), r]));
  return buckets.keys().map((key) => {
    const row = counted.get(key);
    const point = { key: days ? shiftLocalDays(key, days, zone) : key, date: buckets.localIso(key) } as Bucket & Record<M, number>;
    for (const m of names) (point as Record<string, number>)[m] = row?.[m] ?? 0;
    return point;
  });
}
