import { randomBytes } from 'node:crypto';
import { ClickHouseEventStore } from '../../../core/server/events/clickhouse/ClickHouseEventStore';
import type { SettledParts } from '../../../core/server/events/clickhouse/SettledParts';
import { sql, type Sql } from '../../../core/server/events/clickhouse/sql';
import type { EventRow } from '../../../core/server/events/EventRow';
import type { EventMeasure, EventQuery } from '../../../core/server/events/EventQuery';
import { AUDIENCE_QUALITY_EVENT_LISTS } from '../../../plugins/audiences/server/audienceQualityEventLists';
import { eventRow } from '../monitoring/craftedEvents';
import { TEST_EVENT_LISTS } from '../../support/eventLists';
import { testClickHouseUrl } from '../../support/testDatabaseUrl';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-11-02T00:00:00Z');
const HIGH_QUALITY = Object.keys(AUDIENCE_QUALITY_EVENT_LISTS).map((quality) => `audience_${quality}`);

/** Four days of varied rows: visitors on two domains and five pages, audiences, meta tags with their keys, votes. */
function generatedRows(count: number, seed = 7): EventRow[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor(state / 2 ** 16) % n;
  };
  return Array.from({ length: count }, () => {
    const visitor = next(40);
    const path = `/p${next(5)}`;
    const tags = [next(6) + 1, next(6) + 10].sort((a, b) => a - b);
    const audiences = [...new Set([visitor % 3, visitor % 5 === 0 ? 7 : 1])].sort((a, b) => a - b);
    return eventRow(START + next(4 * 24) * HOUR + next(3600) * 1000 + next(1000), {
      visitorId: `v${visitor}`,
      domain: visitor % 4 ? 'news.example.com' : 'sport.example.com',
      path,
      title: `Title ${path} ${next(3)}`,
      device: (['Desktop', 'Phone', 'Tablet'] as const)[visitor % 3],
      referrerType: (['Direct', 'Search', 'Social'] as const)[next(3)],
      referrer: ['', 'google.com', 'facebook.com'][next(3)],
      ...(next(5) ? {} : { kind: 'event' as const, event: 'vote', label: ['yes', 'no'][next(2)] }),
      lists: { audience: audiences, meta_tag: tags, meta_key: tags.map((t) => (t < 10 ? 1 : 2)), [HIGH_QUALITY[0]]: audiences.filter((a) => a !== 0) },
    });
  });
}

type AnyQuery = EventQuery<Record<string, EventMeasure | undefined>>;

/** The same query, made to scan the events: a roll-up keeps no `kind`, so a condition on it passes every roll-up by. */
const scanning = (query: AnyQuery): AnyQuery => ({ ...query, where: [...(query.where ?? []), { field: 'kind', notIn: [] }] });

const RAGGED = { from: START + 30 * 60_000, to: START + 3 * DAY + 5 * HOUR + 17 * 60_000 };

const QUERIES: AnyQuery[] = [
  { name: 'pages', range: RAGGED, groupBy: ['page'], measures: { views: 'views', latest: 'latest', title: { latestOf: 'title' } }, top: { by: ['views', 0], limit: 3 } },
  { name: 'users by device', range: RAGGED, filter: { domain: 'news.example.com' }, groupBy: ['device'], measures: { users: 'users', views: 'views' } },
  { name: 'total', range: RAGGED, filter: { domain: 'news.example.com' }, measures: { hits: 'hits', events: 'events', users: 'users' } },
  { name: 'audiences', range: RAGGED, groupBy: [{ list: 'audience' }], measures: { views: 'views', users: 'users' } },
  { name: 'quality', range: RAGGED, groupBy: [{ list: HIGH_QUALITY[0] }], measures: { users: 'users' } },
  { name: 'devices in audience', range: RAGGED, filter: { terms: [{ field: 'audience', value: 1 }] }, groupBy: ['device'], measures: { views: 'views' } },
  { name: 'referrers', range: RAGGED, groupBy: ['referrerType', 'referrer'], measures: { views: 'views' }, top: { by: ['views', 0, 1], limit: 2, perFirstGroup: true } },
  { name: 'votes', range: RAGGED, groupBy: ['label'], where: [{ field: 'event', in: ['vote'] }], measures: { votes: { count: 'events', where: [{ field: 'label', notIn: ['maybe'] }] } } },
  { name: 'tags of a key', range: RAGGED, groupBy: [{ list: 'meta_tag', class: 2 }], measures: { users: 'users', views: 'views' } },
  { name: 'hours in Vienna', range: RAGGED, groupBy: [{ bucket: '1h', timeZone: 'Europe/Vienna' }], measures: { views: 'views', latest: 'latest' } },
  { name: 'days in Vienna', range: RAGGED, groupBy: [{ bucket: '1d', timeZone: 'Europe/Vienna' }, 'domain'], measures: { views: 'views' } },
  { name: 'pages in audience', range: RAGGED, filter: { terms: [{ field: 'audience', value: 1 }] }, groupBy: ['page'], measures: { views: 'views' } },
  // Visitors are kept per day, not per page: distinct users by page scan the events.
  { name: 'users by page', range: RAGGED, groupBy: ['page'], measures: { users: 'users' } },
  { name: 'sources in audience', range: RAGGED, filter: { domain: 'news.example.com', terms: [{ field: 'audience', value: 2 }] }, groupBy: ['referrerType', 'referrer'], measures: { views: 'views' } },
  { name: 'users of two audiences', range: RAGGED, filter: { terms: [{ field: 'audience', value: [1, 2] }] }, groupBy: ['domain'], measures: { users: 'users', latest: 'latest' } },
  { name: 'hours in Kolkata', range: RAGGED, groupBy: [{ bucket: '1h', timeZone: 'Asia/Kolkata' }], measures: { views: 'views' } },
  // A row carrying both ids would be summed twice from rows of one id each.
  { name: 'views of two audiences', range: RAGGED, filter: { terms: [{ field: 'audience', value: [1, 2] }] }, measures: { views: 'views' } },
];

/** The queries no roll-up can serve. */
const SCANNED = ['users by page', 'hours in Kolkata', 'views of two audiences'];

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/**
 * The roll-ups of the ClickHouse store (materialized views of aggregate states): every count
 * they serve equals the same count scanned from the events, through inserts, past assignments,
 * retention and a store opened on events stored before its roll-ups existed.
 */
(testClickHouseUrl() ? describe : describe.skip)('ClickHouse roll-ups on a real server', () => {
  const url = () => `${testClickHouseUrl()}/test_rollups_${randomBytes(6).toString('hex')}`;
  const stores: ClickHouseEventStore[] = [];
  const open = async (at = url()) => {
    const store = await ClickHouseEventStore.open({ url: at, lists: TEST_EVENT_LISTS, flushIntervalMs: 60_000, assignmentPollMs: 60_000 });
    stores.push(store);
    return store;
  };
  /** Runs `query` afresh (no settled part kept) and tells which statements it sent: reads, and the tables of settled parts it made. */
  const counted = async (store: ClickHouseEventStore, query: AnyQuery) => {
    (store as unknown as { settled: SettledParts }).settled.forget();
    const statements: string[] = [];
    const sent = store as unknown as Record<'query' | 'command', (statement: Sql) => Promise<unknown>>;
    const spies = (['query', 'command'] as const).map((method) => {
      const original = sent[method].bind(store);
      return jest.spyOn(sent, method).mockImplementation((statement: Sql, ...rest: unknown[]) => {
        statements.push(statement.text);
        return (original as (...args: unknown[]) => Promise<unknown>)(statement, ...rest);
      });
    });
    try {
      return { rows: await store.count(query), rolled: statements.some((s) => /rollup_/.test(s)) };
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  };
  const expectRollupsAgree = async (store: ClickHouseEventStore, queries = QUERIES) => {
    for (const query of queries) {
      const rolled = await counted(store, query);
      const scanned = await counted(store, scanning(query));
      expect({ query: query.name, rolled: rolled.rolled, scanned: scanned.rolled }).toEqual({ query: query.name, rolled: !SCANNED.includes(query.name), scanned: false });
      expect({ query: query.name, rows: sorted(rolled.rows) }).toEqual({ query: query.name, rows: sorted(scanned.rows) });
    }
  };

  afterAll(async () => {
    for (const store of stores) await store.close().catch(() => undefined);
    const databases = new Set(stores.map((s) => (s as unknown as { database: string }).database));
    for (const database of [...databases].flatMap((d) => [d, `${d}_settled`])) await fetch(testClickHouseUrl()!, { method: 'POST', body: `DROP DATABASE IF EXISTS ${database}` });
  });

  it('issue 20: counts over whole hours and days read the roll-ups and equal a scan of the events (half-hour zones scan)', async () => {
    const store = await open();
    store.append(generatedRows(3000));
    await store.flush();
    await expectRollupsAgree(store);
    const [pages] = (await counted(store, QUERIES[0])).rows;
    expect(pages.views).toBeGreaterThan(0);
    expect(pages.title).toMatch(/^Title \/p\d \d$/);
  });

  it('issue 20: a past assignment moves its rows in the roll-ups; retention re-rolls the bucket it cuts', async () => {
    const store = await open();
    store.append(generatedRows(2000, 11));
    await store.flush();
    const assigned = await store.assignPast({ list: 'audience', id: 9, score: 1, range: { from: START, to: START + 4 * DAY }, matching: { list: 'meta_tag', ids: [3], class: 1 } });
    expect(assigned).toBeGreaterThan(0);
    const audienceNine = { name: 'nine', range: RAGGED, filter: { terms: [{ field: 'audience', value: 9 }] }, measures: { views: 'views', users: 'users' } } as AnyQuery;
    const { rows } = await counted(store, audienceNine);
    expect(rows[0].users).toBe(assigned);
    await expectRollupsAgree(store, [...QUERIES, audienceNine]);
    await store.deleteBefore(START + DAY + 5 * HOUR + 17 * 60_000);
    await expectRollupsAgree(store, [...QUERIES, audienceNine]);
  });

  it('issue 20: roll-ups made on stored events are filled once, by one of the processes that start together; a restart keeps their views', async () => {
    const at = url();
    const first = await open(at);
    first.append(generatedRows(1500, 5));
    await first.flush();
    const run = (statement: Sql) => first.query(statement);
    const before = (await counted(first, QUERIES[0])).rows;
    // An older console had no page roll-up: its processes start on the events alone.
    await run(sql`DROP TABLE rollup_page_hour_mv`);
    await run(sql`DROP TABLE rollup_page_day_mv`);
    await run(sql`DROP TABLE rollup_page_hour`);
    await run(sql`DROP TABLE rollup_page_day`);
    const [a, b] = await Promise.all([open(at), open(at)]);
    expect((await counted(a, QUERIES[0])).rows).toEqual(before);
    expect((await counted(b, QUERIES[0])).rows).toEqual(before);
    await expectRollupsAgree(a);
    // A process started on roll-ups that exist keeps their views: what it stores next is rolled up too.
    const restarted = await open(at);
    restarted.append(generatedRows(500, 9));
    await restarted.flush();
    await expectRollupsAgree(restarted);
  });
});
