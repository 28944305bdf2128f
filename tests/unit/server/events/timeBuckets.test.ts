/** @jest-environment node */
import { DuckDbEventStore } from '../../../../core/server/events/duckdb/DuckDbEventStore';
import { TimeBuckets } from '../../../../core/server/events/timeBuckets';
import { zoneOffsetAt } from '../../../../core/server/events/ZoneOffsets';
import { bucketSql } from '../../../../core/server/events/duckdb/bucketSql';
import { TEST_EVENT_LISTS } from '../../../support/eventLists';

const H = 3600_000;
const utc = (iso: string) => Date.parse(iso);

describe('TimeBuckets', () => {
  it('CO-04: a spring-forward day in Vienna has 23 hourly buckets and one day bucket', () => {
    const range = { from: utc('2026-03-28T23:00:00Z'), to: utc('2026-03-29T22:00:00Z') };
    const hours = new TimeBuckets('1h', 'Europe/Vienna', range);
    expect(hours.keys()).toHaveLength(23);
    expect(hours.localIso(utc('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(new TimeBuckets('1d', 'Europe/Vienna', range).keys()).toEqual([range.from]);
  });

  it('CO-04: a fall-back day in Vienna has 25 hourly buckets; the repeated hour is two buckets', () => {
    const range = { from: utc('2026-10-24T22:00:00Z'), to: utc('2026-10-25T23:00:00Z') };
    const hours = new TimeBuckets('1h', 'Europe/Vienna', range);
    const keys = hours.keys();
    expect(keys).toHaveLength(25);
    expect(hours.keyAt(utc('2026-10-25T00:30:00Z'))).toBe(utc('2026-10-25T00:00:00Z')); // 02:30 CEST
    expect(hours.keyAt(utc('2026-10-25T01:30:00Z'))).toBe(utc('2026-10-25T01:00:00Z')); // 02:30 CET
    expect(new TimeBuckets('1d', 'Europe/Vienna', range).keys()).toEqual([range.from]);
  });

  it('CO-04: 30-minute buckets give 48 per day; 5-minute buckets 288; zones at +5:30 start hours at :30 UTC', () => {
    const day = { from: utc('2026-06-01T00:00:00Z'), to: utc('2026-06-02T00:00:00Z') };
    expect(new TimeBuckets('30m', 'UTC', day).keys()).toHaveLength(48);
    expect(new TimeBuckets('5m', 'UTC', day).keys()).toHaveLength(288);
    expect(new TimeBuckets('1h', 'Asia/Kolkata', day).keyAt(utc('2026-06-01T10:10:00Z'))).toBe(utc('2026-06-01T09:30:00Z'));
    expect(zoneOffsetAt('America/New_York', utc('2026-01-15T12:00:00Z'))).toBe(-5 * H);
  });

  it('the SQL bucket parts agree with keyAt across a DST change', async () => {
    const range = { from: utc('2026-10-24T22:00:00Z'), to: utc('2026-10-26T23:00:00Z') };
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
    const instants = Array.from({ length: 49 }, (_, i) => range.from + i * H + 17 * 60_000);
    for (const interval of ['1h', '1d', '5m'] as const) {
      const buckets = new TimeBuckets(interval, 'Europe/Vienna', range);
      const rows = await store.query<{ lk: number; o: number }>(
        `SELECT ${bucketSql(buckets, 't').map((sql, i) => `${sql} AS ${['lk', 'o'][i]}`).join(', ')} FROM (SELECT unnest(range(${range.from}, ${range.to}, ${H})) + 1020000 AS t) ORDER BY t`,
      );
      expect(rows.map((r) => buckets.keyOf(r.lk, r.o))).toEqual(instants.slice(0, rows.length).map((t) => buckets.keyAt(t)));
    }
    await store.close();
  });
});
