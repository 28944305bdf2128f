/** @jest-environment node */
import { DuckDbEventStore } from '../../../../core/server/events/duckdb/DuckDbEventStore';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { eventFilterWhere } from '../../../../core/server/events/duckdb/eventFilterSql';
import { groupedCounts, type GroupedCountsRequest } from '../../../../core/server/events/duckdb/groupedCounts';
import { TEST_EVENT_LISTS, testEventLists } from '../../../support/eventLists';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 2, 29, 0, 7, 13);
const DEVICES = ['Desktop', 'Phone', 'Tablet'] as const;

/** A deterministic mix: visitors return across hours, devices and domains, some with audiences. */
function rows(): EventRow[] {
  let seed = 7;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  return Array.from({ length: 600 }, (_, i) => ({
    ts: T0 + Math.floor((i / 600) * 8 * HOUR), kind: next(5) ? 'pageview' : 'event', event: '', label: '', domain: next(3) ? 'a.example.com' : 'b.example.com',
    path: `/p${next(4)}`, url: '', title: '', image: '', visitorId: `v${next(40)}`, device: DEVICES[next(3)], browser: 'Chrome', os: 'Linux',
    referrer: '', referrerType: 'Direct', lists: { audience: next(2) ? [1 + next(3)] : [] },
  }));
}

describe('groupedCounts', () => {
  let store: DuckDbEventStore;
  beforeAll(async () => {
    store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
    store.append(rows());
    await store.flush();
  });
  afterAll(() => store.close());
  afterEach(() => jest.restoreAllMocks());

  const byDevice = (domain?: string, from = T0 + 17 * 60_000): Omit<GroupedCountsRequest<'views'>, 'range'> & { from: number } => ({
    from,
    key: ['test-device', domain ?? null],
    groups: ['device'],
    columns: ['device', 'domain'],
    aggregates: { views: { sql: "count(*) FILTER (WHERE kind = 'pageview')", merge: 'sum' } },
    users: true,
    where: (where, range) => eventFilterWhere({ domain }, range, testEventLists, where),
  });

  async function direct(request: ReturnType<typeof byDevice>, to: number, source = 'events') {
    const where = eventFilterWhere({ domain: ((request.key as unknown[])[1] as string | null) ?? undefined }, { from: request.from, to }, testEventLists);
    return store.query<{ g: unknown; views: number; users: number }>(
      `SELECT ${request.groups[0]} AS g, count(*) FILTER (WHERE kind = 'pageview') AS views, count(DISTINCT visitor_id) AS users FROM ${source === 'events' ? `events ${where.sql}` : `(SELECT unnest(audience_ids) AS id, visitor_id, kind FROM events ${where.sql})`} GROUP BY g ORDER BY g`,
      where.params,
    );
  }
  const sorted = (r: { groups: unknown[]; views: number; users: number }[]) =>
    r.map((x) => ({ g: x.groups[0], views: x.views, users: x.users })).filter((x) => x.views || x.users).sort((a, b) => String(a.g).localeCompare(String(b.g)));

  it('API-21: settled hours cached and extended hour by hour give the same exact users and views as one scan', async () => {
    for (const domain of [undefined, 'a.example.com']) {
      const request = byDevice(domain);
      // The clock moves through the day: each call splits at a later settled hour, extending the cached part.
      for (let hour = 0; hour <= 9; hour++) {
        const now = T0 + hour * HOUR + 25 * 60_000;
        jest.spyOn(Date, 'now').mockReturnValue(now);
        for (const to of [now + 1, T0 + 9 * HOUR]) {
          const counted = await groupedCounts(store, { ...request, range: { from: request.from, to } });
          expect(sorted(counted)).toEqual((await direct(request, to)).filter((x) => x.views || x.users));
        }
      }
    }
  });

  it('API-21: a range within the last hour is counted directly; a custom source (unnested audiences) splits the same way', async () => {
    const request = {
      ...byDevice(undefined, T0 + HOUR + 1),
      key: ['test-audiences'],
      groups: ['id'],
      source: (where: { sql: string }) => `(SELECT unnest(audience_ids) AS id, vid, kind FROM events ${where.sql})`,
    };
    for (const hour of [1, 3, 4, 7]) {
      const now = T0 + hour * HOUR + 50 * 60_000;
      jest.spyOn(Date, 'now').mockReturnValue(now);
      const counted = await groupedCounts(store, { ...request, range: { from: request.from, to: now + 1 } });
      expect(sorted(counted)).toEqual((await direct(request, now + 1, 'audiences')).filter((x) => x.views || x.users));
    }
    // Settled parts keep their (group, visitor) pairs in memory, outside the events file.
    const [{ n }] = await store.query<{ n: number }>("SELECT count(*) AS n FROM duckdb_tables() WHERE database_name = 'settled_parts'");
    expect(n).toBeGreaterThan(0);
    expect(await store.query("SELECT count(*) AS n FROM duckdb_tables() WHERE database_name <> 'settled_parts' AND table_name LIKE 'p%'")).toEqual([{ n: 0 }]);
  });

  it('CE-14: a range ending in the settled past that moves with the clock (yesterday up to now) keeps one settled part for the hour, exact on every call', async () => {
    const tables = async () => (await store.query<{ n: number }>("SELECT count(*) AS n FROM duckdb_tables() WHERE database_name = 'settled_parts'"))[0].n;
    const request = { ...byDevice('a.example.com', T0 + 2 * 60_000), key: ['test-moving-end', 'a.example.com'] };
    let before = 0;
    for (let second = 0; second < 6; second++) {
      jest.spyOn(Date, 'now').mockReturnValue(T0 + 9 * HOUR + second * 1000);
      const to = T0 + 5 * HOUR + 30 * 60_000 + second * 1000;
      const counted = await groupedCounts(store, { ...request, range: { from: request.from, to } });
      expect(sorted(counted)).toEqual((await direct(request, to)).filter((x) => x.views || x.users));
      if (second === 0) before = await tables();
    }
    expect(await tables()).toBe(before);
  });

  it('API-21: a settled part replaced by the next hour drops its pairs table once calls reading it are done', async () => {
    const tables = async () => (await store.query<{ n: number }>("SELECT count(*) AS n FROM duckdb_tables() WHERE database_name = 'settled_parts'"))[0].n;
    const request = { ...byDevice('b.example.com', T0 + 5 * 60_000), key: ['test-retire'] };
    jest.spyOn(Date, 'now').mockReturnValue(T0 + 3 * HOUR + 60_000);
    await groupedCounts(store, { ...request, range: { from: request.from, to: T0 + 9 * HOUR } });
    const before = await tables();
    jest.useFakeTimers({ doNotFake: ['Date', 'nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      jest.spyOn(Date, 'now').mockReturnValue(T0 + 4 * HOUR + 60_000);
      await groupedCounts(store, { ...request, range: { from: request.from, to: T0 + 9 * HOUR } });
      expect(await tables()).toBe(before + 1); // the new hour's table; the old one is still readable
      jest.advanceTimersByTime(120_000);
    } finally {
      jest.useRealTimers();
    }
    for (let i = 0; i < 20 && (await tables()) > before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await tables()).toBe(before);
  });
});
