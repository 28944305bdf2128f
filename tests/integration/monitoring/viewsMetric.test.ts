import type { EventRow } from '../../../core/server/events/EventRow';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { eventRow } from './craftedEvents';
import { duckDbStore } from '../../support/duckDbStore';
import { itOnDuckDb, testClickHouseUrl } from '../../support/testDatabaseUrl';

const DAY = 86_400_000;
/** Around the spring-forward night in Vienna (2026-03-29), three weeks long. */
const START = Date.parse('2026-03-18T00:00:00Z');
const END = START + 21 * DAY;

/** Deterministic traffic: every few minutes a hit from one of 40 visitors, mixed pages, devices, referrers and audiences. */
function traffic(): EventRow[] {
  const rows: EventRow[] = [];
  let i = 0;
  for (let ts = START + 7_321; ts < END; ts += 9 * 60_000 + (i % 7) * 61_000) {
    i++;
    const referrer = (['', 'google.com', 'facebook.com', 'news.example.com'] as const)[i % 4];
    rows.push(
      eventRow(ts, {
        kind: i % 6 === 0 ? 'event' : 'pageview',
        event: i % 6 === 0 ? 'vote' : '',
        label: i % 6 === 0 ? ['yes', 'no', ''][i % 3] : '',
        domain: i % 3 === 0 ? 'sport.example.com' : 'news.example.com',
        path: `/p${i % 5}`,
        title: `Page ${i % 5} (${Math.floor(i / 500)})`,
        visitorId: `v${(i * 7) % 40}`,
        device: (['Desktop', 'Phone', 'Tablet'] as const)[i % 3 === 1 ? 1 : i % 7 === 0 ? 2 : 0],
        browser: i % 2 ? 'Chrome' : 'Safari',
        os: i % 2 ? 'Windows' : 'iOS',
        referrer,
        referrerType: (['Direct', 'Search', 'Social', 'Self'] as const)[i % 4],
        lists: { audience: i % 4 === 0 ? [1] : i % 4 === 1 ? [1, 2] : [] },
      }),
    );
  }
  return rows;
}

/**
 * metric=views counts page views only, and over whole hours and days it reads the roll-ups:
 * every number must equal the page views the same resource counts from the events when it also
 * counts users (which roll-ups cannot serve).
 */
describe('page views through the roll-ups (metric=views)', () => {
  let t: TestServer;
  let admin: string;
  const queries: string[] = [];

  const data = async (resource: string, params: Record<string, unknown>) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) qs.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    const res = await t.request('GET', `/v1/monitoring/${resource}?${qs}`, { token: admin });
    if (res.status !== 200) throw new Error(`${resource}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  /** Page views of a reply, users left out: lists as rows by key (their order differs by metric), totals and histograms as they are. */
  const viewsOf = (reply: any): unknown => {
    if (!Array.isArray(reply)) return reply.views;
    return reply
      .map((row) => ({ key: row.key, domain: row.domain, title: row.title, doc_count: row.doc_count, views: row.views, children: row.children && viewsOf(row.children) }))
      .sort((a, b) => `${a.domain}${a.key}`.localeCompare(`${b.domain}${b.key}`));
  };

  beforeAll(async () => {
    t = await startTestServer();
    t.server.services.events.append(traffic());
    await t.server.services.events.flush();
    admin = (await t.login('admin@demo.test')).token;
    if (testClickHouseUrl()) return;
    const store = duckDbStore(t.server.services.events);
    const query = store.query.bind(store);
    jest.spyOn(store, 'query').mockImplementation((sql, params) => {
      queries.push(sql);
      return query(sql, params);
    });
  });
  afterAll(() => t.close());

  // Local days in Vienna (the DST day has 23 hours) and a range with ragged edges.
  const ranges = {
    'Vienna days': { from: Date.parse('2026-03-19T23:00:00Z'), to: Date.parse('2026-04-05T22:00:00Z'), timezone: 'Europe/Vienna' },
    'ragged edges': { from: START + 5 * 3600_000 + 1_234, to: END - 7 * 3600_000 - 4_321, timezone: 'UTC' },
  };
  const filters = { none: {}, domain: { domain: 'news.example.com' }, page: { page: '/p1' }, audience: { terms: [{ field: 'audience', value: 2 }] } };
  const resources: [string, Record<string, unknown>][] = [
    ['views', {}],
    ['views/pages', { size: 15 }],
    ['views/domains', {}],
    ['devices', {}],
    ['browsers', { size: 50 }],
    ['referrerTypes', {}],
    ['referrerByType', { size: 50 }],
    ['views/histogram', { interval: '1d' }],
    ['views/histogram', { interval: '1h' }],
  ];

  for (const [rangeName, range] of Object.entries(ranges)) {
    for (const [filterName, filter] of Object.entries(filters)) {
      it(`IC-02, IC-05, IC-09, API-16: ${rangeName}, filter ${filterName}: every page view count equals the count from the events`, async () => {
        for (const [resource, params] of resources) {
          const both = await data(resource, { ...range, ...filter, ...params });
          const views = await data(resource, { ...range, ...filter, ...params, metric: 'views' });
          expect([resource, viewsOf(views)]).toEqual([resource, viewsOf(both)]);
          expect(JSON.stringify(views)).not.toContain('"users"');
        }
      });
    }
  }

  itOnDuckDb('whole days and hours are read from the roll-ups, not the events', async () => {
    // Ranges not asked before: nothing of them is cached.
    const days = { ...ranges['Vienna days'], from: ranges['Vienna days'].from + DAY };
    queries.length = 0;
    await data('views/pages', { ...ranges['ragged edges'], from: ranges['ragged edges'].from + 60_000, size: 15, metric: 'views' });
    await data('devices', { ...days, metric: 'views' });
    await data('views/histogram', { ...days, interval: '1d', metric: 'views' });
    expect(queries.some((sql) => sql.includes('rollup_page_day'))).toBe(true);
    expect(queries.some((sql) => sql.includes('rollup_source_day'))).toBe(true);
    expect(queries.some((sql) => sql.includes('rollup_domain_hour'))).toBe(true);
  });

  itOnDuckDb('API-37, API-38, API-39: complete, events and labels over a month read the roll-ups and equal the events', async () => {
    const range = { from: START + 3 * 3600_000 + 17_000, to: END - 5 * 3600_000 };
    const direct = (sql: string) => duckDbStore(t.server.services.events).query<Record<string, unknown>>(sql, [BigInt(range.from), BigInt(range.to)]);
    const inRange = 'ts >= $1 AND ts < $2';
    queries.length = 0;
    expect(await data('complete', { ...range, field: 'page', value: 'P1' })).toEqual(
      await direct(`SELECT path AS key, count(*) AS doc_count FROM events WHERE ${inRange} AND contains(lower(path), 'p1') GROUP BY path ORDER BY doc_count DESC, key LIMIT 10`),
    );
    expect(await data('complete', { ...range, field: 'domain', value: 'news' })).toEqual(
      await direct(`SELECT domain AS key, count(*) AS doc_count FROM events WHERE ${inRange} AND contains(domain, 'news') GROUP BY domain ORDER BY doc_count DESC, key LIMIT 10`),
    );
    expect(await data('events', range)).toEqual(
      await direct(`SELECT event AS key, event AS text, count(*) AS doc_count FROM events WHERE ${inRange} AND kind = 'event' GROUP BY event ORDER BY doc_count DESC, key`),
    );
    expect(await data('labels', { ...range, event: 'vote' })).toEqual(
      await direct(`SELECT label AS key, label AS text, count(*) AS doc_count FROM events WHERE ${inRange} AND kind = 'event' AND event = 'vote' AND label <> '' GROUP BY label ORDER BY doc_count DESC, key`),
    );
    expect(queries.filter((sql) => sql.includes('rollup_page_day') || sql.includes('rollup_domain_day') || sql.includes('rollup_event_day'))).toHaveLength(4);
  });

  itOnDuckDb('API-16: hours of a zone not a whole number of hours off UTC are counted from the events', async () => {
    const kolkata = { from: START + 2 * DAY, to: START + 4 * DAY, timezone: 'Asia/Kolkata', interval: '1h' };
    queries.length = 0;
    const views = await data('views/histogram', { ...kolkata, metric: 'views' });
    expect(views.map((p: any) => p.views)).toEqual((await data('views/histogram', kolkata)).map((p: any) => p.views));
    expect(queries.some((sql) => sql.includes('rollup_'))).toBe(false);
  });
});
