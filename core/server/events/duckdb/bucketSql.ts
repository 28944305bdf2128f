import type { TimeBuckets } from '../timeBuckets';
import type { ZoneOffsets } from '../ZoneOffsets';

/** The zone's offset at `column` (epoch ms): a constant, or a CASE over the transitions. */
function zoneOffsetSql(zone: ZoneOffsets, column = 'ts'): string {
  const segments = zone.segments();
  if (segments.length === 1) return String(segments[0].offset);
  const cases = segments.slice(1).map(({ start }, i) => `WHEN ${column} < ${start} THEN ${segments[i].offset}`);
  return `(CASE ${cases.join(' ')} ELSE ${segments[segments.length - 1].offset} END)`;
}

/**
 * A row's bucket as the two integers TimeBuckets.keyOf takes: the bucket's start as local epoch
 * ms, and the offset that tells repeated local hours apart (0 for day buckets).
 */
export function bucketSql(buckets: TimeBuckets, column = 'ts'): [localKey: string, offset: string] {
  const offset = zoneOffsetSql(buckets.zone, column);
  return [`((${column} + ${offset}) // ${buckets.size}) * ${buckets.size}`, buckets.interval === '1d' ? '0' : offset];
}
