import { randomBytes } from 'node:crypto';
import { ClickHouseEventStore } from '../../../core/server/events/clickhouse/ClickHouseEventStore';
import type { EventRow } from '../../../core/server/events/EventRow';
import type { EventMeasure, EventQuery } from '../../../core/server/events/EventQuery';
import type { TimeRange } from '../../../core/server/events/TimeRange';
import { eventRow } from '../monitoring/craftedEvents';
import { TEST_EVENT_LISTS } from '../../support/eventLists';
import { testClickHouseUrl } from '../../support/testDatabaseUrl';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-02T00:07:13Z');

/** Eight hours of visitors who come back across hours, devices, domains and audiences. */
function rows(): EventRow[] {
  let state = 3;
  const next = (n: number) => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31), Math.floor(state / 2 ** 16) % n);
  return Array.from({ length: 900 }, (_, i) => {
    const visitor = next(60);
    const path = `/p${next(4)}`;
    return eventRow(T0 + Math.floor((i / 900) * 8 * HOUR), {
      visitorId: `v${visitor}`,
      domain: next(3) ? 'news.example.com' : 'sport.example.com',
      path,
      title: `Title ${path} ${next(3)}`,
      device: (['Desktop', 'Phone', 'Tablet'] as const)[next(3)],
      ...(next(5) ? {} : { kind: 'event' as const, event: 'vote', label: 'yes' }),
      lists: { audience: next(2) ? [1 + (visitor % 3)] : [] },
    });
  });
}

type AnyQuery = EventQuery<Record<string, EventMeasure | undefined>>;

const QUERIES: ((range: TimeRange) => AnyQuery)[] = [
  (range) => ({ name: 'users by device', range, filter: { domain: 'news.example.com' }, groupBy: ['device'], measures: { users: 'users', views: 'views' } }),
  (range) => ({ name: 'total', range, measures: { users: 'users', hits: 'hits', latest: 'latest' } }),
  (range) => ({ name: 'audiences', range, groupBy: [{ list: 'audience' }], measures: { users: 'users', views: 'views' } }),
  (range) => ({ name: 'pages in audience', range, filter: { terms: [{ field: 'audience', value: 2 }] }, groupBy: ['page'], measures: { users: 'users', title: { latestOf: 'title' } }, top: { by: ['users', 0], limit: 2 } }),
  (range) => ({ name: 'pages', range, groupBy: ['domain', 'page'], measures: { views: 'views', latest: 'latest', title: { latestOf: 'title' } }, top: { by: ['views', 1], limit: 3 } }),
  (range) => ({ name: 'votes per device', range, groupBy: ['device', 'page'], where: [{ field: 'event', in: ['vote'] }], measures: { votes: 'events' }, top: { by: ['votes', 1], limit: 2, perFirstGroup: true } }),
  (range) => ({ name: 'hours', range, groupBy: [{ bucket: '1h', timeZone: 'Europe/Vienna' }, 'domain'], measures: { users: 'users', views: 'views' } }),
];

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/**
 * The settled parts the ClickHouse store keeps (SettledParts): a range's settled hours are
 * counted once and extended as the clock moves on, distinct visitors across the settled and the
 * open part stay exact, top rows and latest values are those of the whole range, and a rewrite
 * of settled rows in one process reaches the parts of another.
 */
(testClickHouseUrl() ? describe : describe.skip)('ClickHouse settled parts on a real server', () => {
  const database = `test_settled_${randomBytes(6).toString('hex')}`;
  const settledDatabase = `${database}_settled`;
  const url = `${testClickHouseUrl()}/${database}`;
  const stores: ClickHouseEventStore[] = [];
  const open = async () => {
    const store = await ClickHouseEventStore.open({ url, lists: TEST_EVENT_LISTS, flushIntervalMs: 60_000, assignmentPollMs: 100 });
    stores.push(store);
    return store;
  };
  /** The count in one statement: a clock before the range leaves no settled hour in it. */
  const scanned = async (store: ClickHouseEventStore, query: AnyQuery) => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(query.range.from);
    try {
      return await store.count(query);
    } finally {
      now.mockRestore();
    }
  };
  /**
   * Resolves once `store` has finished a poll begun after this call (the poll that drops its
   * parts when what they rest on changed), its reply first passed through `reply`.
   */
  const nextPoll = (store: ClickHouseEventStore, reply = (rows: Record<string, unknown>[]) => rows) =>
    new Promise<void>((done) => {
      const run = store.query.bind(store);
      jest.spyOn(store, 'query').mockImplementation(async (statement) => {
        const rows = await run(statement);
        if (!/uptime\(\)/.test(statement.text)) return rows;
        // After the poll's own continuation, which reads these rows.
        setTimeout(done, 0);
        return reply(rows);
      });
    });
  /** The tables of settled parts, of every store on the database. */
  const settledTables = async () => {
    const body = `SELECT name FROM system.tables WHERE database = '${settledDatabase}'`;
    return (await (await fetch(testClickHouseUrl()!, { method: 'POST', body })).text()).split('\n').filter(Boolean);
  };
  beforeAll(async () => {
    const writer = await open();
    writer.append(rows());
    await writer.flush();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    for (const name of [database, settledDatabase]) await fetch(testClickHouseUrl()!, { method: 'POST', body: `DROP DATABASE IF EXISTS ${name}` });
  });

  it('issue 20: settled hours kept and extended hour by hour give the same exact users, views and latest values as one scan', async () => {
    const store = await open();
    const from = T0 + 17 * 60_000;
    for (let hour = 0; hour <= 9; hour++) {
      const now = T0 + hour * HOUR + 25 * 60_000;
      for (const to of [now + 1, T0 + 9 * HOUR]) {
        for (const query of QUERIES.map((q) => q({ from, to }))) {
          const expected = sorted(await scanned(store, query));
          jest.spyOn(Date, 'now').mockReturnValue(now);
          expect({ query: query.name, hour, to, rows: sorted(await store.count(query)) }).toEqual({ query: query.name, hour, to, rows: expected });
          // Kept: asked again, the same.
          expect({ query: query.name, hour, to, rows: sorted(await store.count(query)) }).toEqual({ query: query.name, hour, to, rows: expected });
          jest.restoreAllMocks();
        }
      }
    }
    expect((await settledTables()).length).toBeGreaterThan(0);
  });

  it('issue 20: a past assignment through one process drops the parts another process keeps', async () => {
    const [a, b] = [await open(), await open()];
    const query = QUERIES[2]({ from: T0, to: T0 + 9 * HOUR });
    const audienceOf = (counted: { groups: unknown[]; users: number }[], id: number) => counted.find((r) => r.groups[0] === id)?.users ?? 0;
    expect(audienceOf((await b.count(query)) as never, 9)).toBe(0);
    const assigned = await a.assignPast({ list: 'audience', id: 9, score: 1, range: { from: T0, to: T0 + 9 * HOUR }, matching: { list: 'audience', ids: [2] } });
    expect(assigned).toBeGreaterThan(0);
    await nextPoll(b);
    expect(audienceOf((await b.count(query)) as never, 9)).toBe(assigned);
    expect(audienceOf((await a.count(query)) as never, 9)).toBe(assigned);
  });

  it('issue 20: a restarted server (its Memory tables empty) drops the parts at the next poll', async () => {
    const store = await open();
    const now = T0 + 5 * HOUR + 25 * 60_000;
    // Users of the open part [5 h, 5 h 25 min) who came earlier too: an empty pairs table would count them again.
    const query = QUERIES[0]({ from: T0, to: now + 1 });
    const expected = sorted(await scanned(store, query));
    jest.spyOn(Date, 'now').mockReturnValue(now);
    expect(sorted(await store.count(query))).toEqual(expected);
    for (const table of await settledTables()) await fetch(testClickHouseUrl()!, { method: 'POST', body: `TRUNCATE TABLE ${settledDatabase}.${table}` });
    // The server "started" a minute later than the store last saw.
    await nextPoll(store, (rows) => rows.map((r) => ({ ...r, started: Number(r.started) + 60 })));
    expect(sorted(await store.count(query))).toEqual(expected);
  });

  it('issue 20: a closed store drops the tables of its parts', async () => {
    const store = await open();
    await store.count(QUERIES[0]({ from: T0, to: T0 + 9 * HOUR }));
    const before = (await settledTables()).length;
    await store.close();
    expect((await settledTables()).length).toBeLessThan(before);
  });
});
