/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDbEventStore } from '../../../../core/server/events/duckdb/DuckDbEventStore';
import type { EventMeasure, EventQuery } from '../../../../core/server/events/EventQuery';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { eventRow } from '../../../integration/monitoring/craftedEvents';
import { TEST_EVENT_LISTS } from '../../../support/eventLists';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 4, 4, 0, 0, 0);
const END = T0 + 30 * HOUR;
const PAGES = ['/a', '/b', '/sport/c'];

/** A deterministic mix over 30 hours: returning visitors, two domains, events with labels, audiences and channels. */
function rows(): EventRow[] {
  let seed = 11;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  return Array.from({ length: 3000 }, (_, i) => {
    const event = next(6) === 0;
    const p = PAGES[next(3)];
    return eventRow(T0 + Math.floor((i / 3000) * 30 * HOUR), {
      kind: event ? 'event' : 'pageview',
      event: event ? ['vote', 'question_view', 'cta_click'][next(3)] : '',
      label: event && next(2) ? `L${next(3)}` : '',
      domain: next(3) ? 'news.example.com' : 'sport.example.com',
      path: p,
      title: `${p} at ${i}`,
      visitorId: `v${next(120)}`,
      device: (['Desktop', 'Phone', 'Tablet'] as const)[next(3)],
      referrer: next(2) ? 'google.com' : '',
      lists: { audience: next(2) ? [1 + next(3)] : [], channel: p.startsWith('/sport') ? [7] : [] },
    });
  });
}

type Query = EventQuery<Record<string, EventMeasure | undefined>>;

/** The same rows, counted from the events the plain way: what every compiled path must give. */
const REFERENCE: [string, Query, string][] = [
  [
    'page views, hits and users per device, of one domain',
    { name: 't1', range: { from: T0 + 17 * 60_000, to: END }, filter: { domain: 'news.example.com' }, groupBy: ['device'], measures: { views: 'views', hits: 'hits', users: 'users' } },
    "SELECT device AS g0, count(*) FILTER (WHERE kind = 'pageview') AS views, count(*) AS hits, count(DISTINCT visitor_id) AS users FROM events WHERE domain = 'news.example.com' AND ts >= $1 AND ts < $2 GROUP BY 1",
  ],
  [
    'users and views per audience id (a row counts for each id it carries)',
    { name: 't2', range: { from: T0, to: END }, groupBy: [{ list: 'audience' }], measures: { users: 'users', views: 'views' } },
    "SELECT id AS g0, count(DISTINCT visitor_id) AS users, count(*) FILTER (WHERE kind = 'pageview') AS views FROM (SELECT unnest(audience_ids) AS id, * FROM events WHERE ts >= $1 AND ts < $2) GROUP BY 1",
  ],
  [
    'conditional counts of events per domain (the roll-ups may answer)',
    {
      name: 't3',
      range: { from: T0 + 5 * 60_000, to: END },
      groupBy: ['domain'],
      measures: { votes: { count: 'events', where: [{ field: 'event', in: ['vote'] }] }, labelled: { count: 'hits', where: [{ field: 'label', notIn: [''] }] } },
    },
    "SELECT domain AS g0, count(*) FILTER (WHERE kind = 'event' AND event = 'vote') AS votes, count(*) FILTER (WHERE label <> '') AS labelled FROM events WHERE ts >= $1 AND ts < $2 GROUP BY 1",
  ],
  [
    'pages among (domain, path) pairs, with a contains condition and the terms of a channel',
    {
      name: 't4',
      range: { from: T0, to: END },
      filter: { terms: [{ field: 'channel', value: 7 }] },
      where: [{ pair: ['domain', 'page'], in: [['news.example.com', '/sport/c'], ['sport.example.com', '/a']] }, { field: 'page', contains: 'SPORT' }],
      groupBy: ['domain', 'page'],
      measures: { views: 'views', users: 'users', latest: 'latest', title: { latestOf: 'title' } },
    },
    "SELECT domain AS g0, path AS g1, count(*) FILTER (WHERE kind = 'pageview') AS views, count(DISTINCT visitor_id) AS users, max(ts) AS latest, arg_max(title, ts) AS title FROM events WHERE list_contains(channel_ids, 7) AND (domain, path) IN (('news.example.com', '/sport/c'), ('sport.example.com', '/a')) AND contains(lower(path), 'sport') AND ts >= $1 AND ts < $2 GROUP BY 1, 2",
  ],
  [
    'hits per channel id of the rows carrying one audience id (an ad\'s pixels: rows of one list id, grouped by another list)',
    { name: 't5', range: { from: T0, to: END }, where: [{ list: 'audience', has: 2 }], groupBy: [{ list: 'channel' }], measures: { hits: 'hits', users: 'users' } },
    'SELECT id AS g0, count(*) AS hits, count(DISTINCT visitor_id) AS users FROM (SELECT unnest(channel_ids) AS id, * FROM events WHERE list_contains(audience_ids, 2) AND ts >= $1 AND ts < $2) GROUP BY 1',
  ],
];

describe('EventStore.count on DuckDB', () => {
  let store: DuckDbEventStore;
  beforeAll(async () => {
    store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
    store.append(rows());
    await store.flush();
    // Rolled up, so the settled parts of long ranges read the roll-ups where they can.
    while (store.rolledUntil() < END) await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(() => store.close());
  afterEach(() => jest.restoreAllMocks());

  const normal = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : 1))))).sort();

  it.each(REFERENCE)('API-21: %s — one scan, cached settled hours with an open part, and roll-ups give the rows of a plain scan', async (_what, query, sql) => {
    const expected = normal(
      (await store.query(sql, [BigInt(query.range.from), BigInt(query.range.to)])).map(({ g0, g1, ...measures }) => ({ groups: g1 === undefined ? [g0] : [g0, g1], ...measures })),
    );
    // The clock at the range's start (one scan), then at later settled hours (the settled part kept and extended).
    for (const now of [query.range.from + 60_000, T0 + 7 * HOUR + 60_000, T0 + 20 * HOUR + 60_000, END + 2 * HOUR]) {
      jest.spyOn(Date, 'now').mockReturnValue(now);
      const to = Math.min(query.range.to, now + 1);
      const reference = normal(
        (await store.query(sql, [BigInt(query.range.from), BigInt(to)])).map(({ g0, g1, ...measures }) => ({ groups: g1 === undefined ? [g0] : [g0, g1], ...measures })),
      );
      expect(normal(await store.count({ ...query, range: { from: query.range.from, to } }))).toEqual(reference);
    }
    expect(expected.length).toBeGreaterThan(0);
  });

  it('API-21: a measure left undefined (counted only for some filters) reads 0', async () => {
    const [row] = await store.count({ name: 't5', range: { from: T0, to: END }, measures: { views: 'views', users: undefined } });
    expect(row.users).toBe(0);
    expect(row.views).toBeGreaterThan(0);
  });

  it('CO-04: counts per local time bucket (Vienna) with users exact per bucket, every bucket with rows present', async () => {
    const range = { from: T0, to: T0 + 6 * HOUR };
    const rows = await store.count({ name: 't6', range, groupBy: [{ bucket: '1h', timeZone: 'Europe/Vienna' }, { list: 'audience' }], measures: { users: 'users' } });
    const expected = await store.query<{ bucket: number; id: number; users: number }>(
      'SELECT (ts // 3600000) * 3600000 AS bucket, id, count(DISTINCT visitor_id) AS users FROM (SELECT unnest(audience_ids) AS id, * FROM events WHERE ts >= $1 AND ts < $2) GROUP BY 1, 2',
      [BigInt(range.from), BigInt(range.to)],
    );
    // Vienna is a whole number of hours off UTC: its local hours are the UTC hours.
    expect(normal(rows.map((r) => ({ groups: r.groups, users: r.users })))).toEqual(normal(expected.map((r) => ({ groups: [r.bucket, r.id], users: r.users }))));
  });

  it('API-26: top keeps the first rows by measures then groups, overall or per first group, in one scan and over settled hours alike', async () => {
    const query = { name: 't8', filter: {}, groupBy: ['domain', 'page'], measures: { views: 'views', users: 'users', title: { latestOf: 'title' } } } as const;
    const order = (a: { views: number; users: number; groups: unknown[] }, b: typeof a) =>
      b.users - a.users || b.views - a.views || String(a.groups[1]).localeCompare(String(b.groups[1])) || String(a.groups[0]).localeCompare(String(b.groups[0]));
    for (const [range, now] of [
      [{ from: T0 + 2 * HOUR, to: T0 + 2 * HOUR + 5 * 60_000 }, T0 + 2 * HOUR + 5 * 60_000],
      [{ from: T0, to: END }, END + HOUR],
    ] as const) {
      jest.spyOn(Date, 'now').mockReturnValue(now);
      const all = (await store.count({ ...query, range })).sort(order);
      const perDomain = (domain: string) => all.filter((r) => r.groups[0] === domain).slice(0, 2);
      expect(await store.count({ ...query, range, top: { by: ['users', 'views', 1, 0], limit: 2 } })).toEqual(all.slice(0, 2));
      const cut = await store.count({ ...query, range, top: { by: ['users', 'views', 1, 0], limit: 2, perFirstGroup: true } });
      expect(cut.sort(order)).toEqual([...perDomain('news.example.com'), ...perDomain('sport.example.com')].sort(order));
    }
  });

  it('grouping by a list no enabled plugin keeps is refused with its name', async () => {
    await expect(store.count({ name: 't7', range: { from: T0, to: END }, groupBy: [{ list: 'nope' }], measures: { users: 'users' } })).rejects.toThrow(/nope/);
  });
});

describe('declared event lists', () => {
  it('API-21: a store gets a column per declared list, keeps an undeclared one (empty for new rows), and remakes its roll-ups when the lists change', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ac-lists-'));
    const file = path.join(dir, 'events.duckdb');
    try {
      const both = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file });
      both.append([eventRow(T0, { visitorId: 'a', lists: { audience: [1], channel: [7] } })]);
      await both.close();

      // The audiences plugin disabled: its column stays, new rows hold no ids there, no roll-up keeps it.
      const channelsOnly = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS.filter((l) => l.name === 'channel'), file });
      channelsOnly.append([eventRow(T0 + 1, { visitorId: 'b', lists: { audience: [2], channel: [7] } })]);
      await channelsOnly.flush();
      expect(await channelsOnly.query('SELECT visitor_id, audience_ids, channel_ids FROM events ORDER BY ts')).toEqual([
        { visitor_id: 'a', audience_ids: [1], channel_ids: [7] },
        { visitor_id: 'b', audience_ids: [], channel_ids: [7] },
      ]);
      expect(channelsOnly.rollups.map((r) => r.name)).not.toContain('rollup_audience');
      expect(channelsOnly.rollups.find((r) => r.name === 'rollup_visitor')!.dims).not.toContain('audience_ids');
      // A term of the disabled list matches nothing instead of failing.
      expect(await channelsOnly.count({ name: 'x', range: { from: T0, to: T0 + HOUR }, filter: { terms: [{ field: 'audience', value: 1 }] }, measures: { hits: 'hits' } })).toEqual([{ groups: [], hits: 0 }]);
      await channelsOnly.close();

      // Enabled again: the roll-ups are made again from the events, not left stale.
      const again = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file });
      expect(again.rollups.find((r) => r.name === 'rollup_visitor')!.dims).toContain('audience_ids');
      const deadline = Date.now() + 20_000;
      while (again.rolledUntil() <= T0 + HOUR && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await again.query('SELECT audience_ids, sum(pageviews)::INTEGER AS views FROM rollup_audience_hour GROUP BY 1 ORDER BY 1')).toEqual([
        { audience_ids: [], views: 1 },
        { audience_ids: [1], views: 1 },
      ]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
