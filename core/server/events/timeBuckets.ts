import type { HistogramInterval } from '../../common/events/eventFilter';
import type { TimeRange } from './TimeRange';
import { ZoneOffsets } from './ZoneOffsets';

const INTERVAL_MS: Readonly<Record<HistogramInterval, number>> = {
  '5m': 300_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};

const STEP_MS = 900_000; // every zone's offset is a whole number of quarter hours

/**
 * Bucketing in a time zone, DST-correct. A bucket is keyed by the UTC instant it starts at.
 * Sub-day buckets start on local wall-clock multiples of their size (so in a zone at +5:30,
 * hours start at :30 UTC); on the night clocks go back, the repeated local hour is two
 * buckets. Day buckets start at local midnight and last 23, 24 or 25 hours.
 * A store computes the integer parts per row (the local key and the offset), `keyOf` turns them into keys.
 */
export class TimeBuckets {
  readonly size: number;
  readonly zone: ZoneOffsets;

  constructor(
    readonly interval: HistogramInterval,
    readonly timeZone: string,
    readonly range: TimeRange,
  ) {
    this.size = INTERVAL_MS[interval];
    this.zone = new ZoneOffsets(timeZone, range.from - INTERVAL_MS['1d'], range.to + INTERVAL_MS['1d']);
  }

  /** Whether rows summed per UTC hour each fall into one bucket: hour or day buckets in a zone whole hours off UTC. */
  hourRowsFit(): boolean {
    return (this.interval === '1h' || this.interval === '1d') && this.zone.alignedTo(INTERVAL_MS['1h']);
  }

  /** The UTC key of a bucket from its local key and offset (0 for day buckets, whose key is local midnight). */
  keyOf(localKey: number, offset: number): number {
    return this.interval === '1d' ? this.zone.utcOfLocal(localKey) : localKey - offset;
  }

  /** The key of the bucket holding instant `ts`. */
  keyAt(ts: number): number {
    const offset = this.zone.at(ts);
    return this.keyOf(Math.floor((ts + offset) / this.size) * this.size, offset);
  }

  /** Every bucket key that overlaps the range, ascending (histograms show empty buckets as 0). */
  keys(): number[] {
    const keys: number[] = [];
    if (this.interval === '1d') {
      for (let local = Math.floor((this.range.from + this.zone.at(this.range.from)) / this.size) * this.size; ; local += this.size) {
        const key = this.zone.utcOfLocal(local);
        if (key >= this.range.to) break;
        keys.push(key);
      }
      return keys;
    }
    const step = Math.min(STEP_MS, this.size);
    for (let t = this.range.from; t < this.range.to; t += step) {
      const key = this.keyAt(t);
      if (keys[keys.length - 1] !== key) keys.push(key);
    }
    return keys;
  }

  /** ISO 8601 wall-clock time of instant `ts` in the zone, with its offset: 2026-03-29T03:00:00+02:00. */
  localIso(ts: number): string {
    const offset = this.zone.at(ts);
    const wall = new Date(ts + offset).toISOString().slice(0, 19);
    const abs = Math.abs(offset) / 60_000;
    return `${wall}${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  }
}
