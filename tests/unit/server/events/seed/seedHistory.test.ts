/** @jest-environment node */
import { DuckDbEventStore } from '../../../../../core/server/events/duckdb/DuckDbEventStore';
import { seedHistory } from '../../../../../core/server/events/seed/seedHistory';
import { TEST_EVENT_LISTS } from '../../../../support/eventLists';

describe('seedHistory', () => {
  it('writes days of demo traffic in time order with daily curves, device and referrer mixes, channels and audiences', async () => {
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
    const until = Date.parse('2026-06-10T00:00:00Z');
    const rows = await seedHistory(store, {
      domains: ['news.example.com', 'sport.example.com'],
      days: 2,
      visitsPerDay: 2000,
      until,
      audiences: [{ id: 1, typeId: 1 }, { id: 2, typeId: 2 }],
      channels: [{ id: 9, path: '/football' }],
    });
    const [totals] = await store.query<{ n: number; first: number; last: number; users: number }>('SELECT count(*) AS n, min(ts) AS first, max(ts) AS last, count(DISTINCT visitor_id) AS users FROM events');
    expect(totals.n).toBe(rows);
    expect(rows).toBeGreaterThan(4000);
    expect(totals.first).toBeGreaterThanOrEqual(until - 2 * 86_400_000);
    expect(totals.last).toBeLessThan(until);
    expect(totals.users).toBeLessThan(rows / 2); // visitors return and read several pages

    const hours = await store.query<{ h: number; n: number }>("SELECT (ts // 3600000) % 24 AS h, count(*) AS n FROM events WHERE kind = 'pageview' GROUP BY h");
    const byHour = new Map(hours.map((r) => [r.h, r.n]));
    expect(byHour.get(20)!).toBeGreaterThan(4 * byHour.get(3)!); // evening peak, quiet night

    const devices = await store.query<{ device: string; share: number }>('SELECT device, count(*) / sum(count(*)) OVER () AS share FROM events GROUP BY device');
    for (const d of devices) expect(d.share).toBeGreaterThan(d.device === 'Tablet' ? 0.03 : 0.3);
    const types = (await store.query<{ t: string }>('SELECT DISTINCT referrer_type AS t FROM events ORDER BY t')).map((r) => r.t);
    expect(types).toEqual(['Direct', 'Other', 'Paid_Search', 'Search', 'Self', 'Social']);

    const [football] = await store.query<{ wrong: number; tagged: number }>(
      "SELECT count(*) FILTER (WHERE list_contains(channel_ids, 9) AND NOT starts_with(path, '/football')) AS wrong, count(*) FILTER (WHERE list_contains(channel_ids, 9)) AS tagged FROM events",
    );
    expect(football).toEqual({ wrong: 0, tagged: expect.any(Number) });
    expect(football.tagged).toBeGreaterThan(0);
    const [growth] = await store.query<{ n: number; dupes: number }>("SELECT count(*) AS n, count(*) - count(DISTINCT (visitor_id, id)) AS dupes FROM list_assignments WHERE list = 'audience'");
    expect(growth.n).toBeGreaterThan(0);
    expect(growth.dupes).toBe(0);
    const [pages] = await store.query<{ top: number; median: number }>(
      "SELECT max(n) AS top, median(n) AS median FROM (SELECT count(*) AS n FROM events WHERE kind = 'pageview' GROUP BY domain, path)",
    );
    expect(pages.top).toBeGreaterThan(10 * pages.median); // Zipf: a few pages take most views
    await store.close();
  });
});
