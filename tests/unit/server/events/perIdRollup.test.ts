/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDbEventStore } from '../../../../core/server/events/duckdb/DuckDbEventStore';
import { DAY_MS, HOUR_MS } from '../../../../core/server/events/rollups';
import type { EventListDeclaration } from '../../../../core/server/events/EventQuery';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { eventRow } from '../../../integration/monitoring/craftedEvents';

/** A list of wide ids (beyond 32 bits) in classes (three classes of five ids each), kept visitorsPerId; and a plain one. */
const LISTS: EventListDeclaration[] = [
  { name: 'tag', terms: ['tag'], wideIds: true, visitorsPerId: true, classedBy: 'tag_class' },
  { name: 'tag_class', terms: [] },
  { name: 'audience', terms: ['audience'], rolledUp: true },
];
const WIDE = 2 ** 40;
const tagId = (n: number) => WIDE + n;
const classOf = (id: number) => 100 + ((id - WIDE) % 3);
const START = Date.UTC(2026, 2, 20);
const DOMAINS = ['news.example.com', 'sport.example.com'];

/** Deterministic rows: returning visitors, each page view carrying a few ids (one of each class at most), events carrying none. */
function rows(count: number, from: number, to: number, seed: number): EventRow[] {
  let state = seed;
  const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
  return Array.from({ length: count }, (_, i) => {
    const pageview = next(5) > 0;
    const ids = pageview ? [...new Set([next(15), next(15), next(15)].map(tagId))].filter((id, _, all) => all.find((other) => classOf(other) === classOf(id)) === id).sort((a, b) => a - b) : [];
    return eventRow(Math.floor(from + (i / count) * (to - from)), {
      kind: pageview ? 'pageview' : 'event',
      event: pageview ? '' : 'vote',
      domain: DOMAINS[next(2)],
      path: `/p${next(4)}`,
      visitorId: `v${next(40)}`,
      lists: { tag: ids, tag_class: ids.map(classOf), audience: next(2) ? [1] : [] },
    });
  });
}

/** Distinct visitors and page views per id straight from the events: what every read of the roll-up must equal. */
async function direct(store: DuckDbEventStore, range: { from: number; to: number }, options: { class?: number; domain?: string; ids?: number[]; union?: boolean } = {}) {
  const conditions = ['ts >= $1', 'ts < $2'];
  const params: unknown[] = [BigInt(range.from), BigInt(range.to)];
  if (options.domain) conditions.push(`domain = '${options.domain}'`);
  const narrow = [...(options.class === undefined ? [] : [`class = ${options.class}`]), ...(options.ids ? [`id IN (${options.ids.join(', ') || 'NULL'})`] : [])];
  const unnested = `(SELECT * FROM (SELECT unnest(tag_ids) AS id, unnest(tag_class_ids) AS class, * FROM events WHERE ${conditions.join(' AND ')}) ${narrow.length ? `WHERE ${narrow.join(' AND ')}` : ''})`;
  if (options.union) return (await store.query<{ users: number }>(`SELECT count(DISTINCT visitor_id) AS users FROM ${unnested}`, params))[0].users;
  const counted = await store.query<{ id: number; users: number; views: number }>(
    `SELECT id, count(DISTINCT visitor_id) AS users, count(*) FILTER (WHERE kind = 'pageview') AS views FROM ${unnested} GROUP BY id ORDER BY id`,
    params,
  );
  return counted;
}

async function perId(store: DuckDbEventStore, name: string, range: { from: number; to: number }, options: { class?: number; domain?: string } = {}) {
  const counted = await store.count({ name, range, filter: { domain: options.domain }, groupBy: [{ list: 'tag', class: options.class }], measures: { users: 'users', views: 'views' } });
  return counted.map((r) => ({ id: Number(r.groups[0]), users: r.users, views: r.views })).sort((a, b) => a.id - b.id);
}

describe('the per-id visitor roll-up (EventListDeclaration.visitorsPerId)', () => {
  let store: DuckDbEventStore;
  const now = Date.now();
  const today = Math.floor(now / DAY_MS) * DAY_MS;

  beforeAll(async () => {
    store = await DuckDbEventStore.open({ lists: LISTS, file: ':memory:' });
    store.append(rows(3000, START, START + 6 * DAY_MS, 5));
    // Today up to now: hours that settle and the open part, the same visitors returning.
    store.append(rows(600, Math.max(today, now - 5 * HOUR_MS), now - 1000, 9));
    await store.flush();
    // The store rolls up what it was given in the background.
    for (const deadline = Date.now() + 20_000; Date.now() < deadline && store.rolledUntil() < START + 6 * DAY_MS; ) await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(() => store.close());

  it('keeps one row per day, domain, id and visitor (a visitor reading an id twice a day is one row), with its class and page views, ordered by day, class and id', async () => {
    const kept = await store.query<Record<string, unknown>>('SELECT ts, domain, id, class, vid, pageviews FROM rollup_tag_visitors_day ORDER BY ALL');
    const expected = await store.query<Record<string, unknown>>(
      `SELECT (ts // ${DAY_MS}) * ${DAY_MS} AS ts, domain, id, class, vid, count(*) FILTER (WHERE kind = 'pageview') AS pageviews
       FROM (SELECT *, unnest(tag_ids) AS id, unnest(tag_class_ids) AS class FROM events WHERE ts < $1) GROUP BY ALL ORDER BY ALL`,
      [BigInt(Math.floor(store.rolledUntil() / DAY_MS) * DAY_MS)],
    );
    expect(kept.length).toBeGreaterThan(100);
    expect(kept).toEqual(expected);
    const [{ duplicates }] = await store.query<{ duplicates: number }>('SELECT count(*) - count(DISTINCT (ts, domain, id, vid)) AS duplicates FROM rollup_tag_visitors_day');
    expect(duplicates).toBe(0);
    const order = await store.query<{ ts: number; class: number; id: number }>('SELECT ts, class, id FROM rollup_tag_visitors_day ORDER BY rowid');
    const unordered = order.filter((b, i) => {
      const a = order[i - 1];
      return a?.ts === b.ts && (a.class > b.class || (a.class === b.class && a.id > b.id));
    });
    expect(unordered).toEqual([]);
  });

  it('distinct visitors and page views per id, of one class or all, are exact over ragged day boundaries and read whole days from it', async () => {
    const spy = jest.spyOn(store, 'query');
    const range = { from: START + 7 * HOUR_MS + 123, to: START + 4 * DAY_MS + 13 * HOUR_MS };
    for (const [i, options] of [{}, { class: 101 }, { class: 102, domain: 'sport.example.com' }].entries()) {
      expect(await perId(store, `ragged-${i}`, range, options)).toEqual(await direct(store, range, options));
    }
    expect(spy.mock.calls.some(([sql]) => sql.includes('rollup_tag_visitors_day'))).toBe(true);
    spy.mockRestore();
  });

  it("today's ragged edge: the settled hours and the open part count a visitor who returns once", async () => {
    for (const [i, range] of [
      { from: today, to: now + 1 },
      { from: START + 2 * DAY_MS, to: now + 1 },
    ].entries()) {
      for (const options of [{ class: 100 }, {}]) {
        // Twice: the second answer comes from the kept settled part plus the open part.
        expect(await perId(store, `today-${i}`, range, options)).toEqual(await direct(store, range, options));
        expect(await perId(store, `today-${i}`, range, options)).toEqual(await direct(store, range, options));
      }
    }
  });

  it('the union of some ids counts a visitor of several of them once (countVisitorsOfIds), with or without their class', async () => {
    const range = { from: START + 30 * 60_000, to: now + 1 };
    const ids = [1, 4, 7, 13].map(tagId);
    const union = await direct(store, range, { ids, union: true });
    const sum = (await direct(store, range, { ids })) as { users: number }[];
    expect(union).toBeLessThan(sum.reduce((a, r) => a + r.users, 0));
    expect(await store.countVisitorsOfIds({ list: 'tag', ids, range })).toBe(union);
    expect(await store.countVisitorsOfIds({ list: 'tag', ids, class: 101, range })).toBe(await direct(store, range, { ids, class: 101, union: true }));
    expect(await store.countVisitorsOfIds({ list: 'tag', ids, range, domain: 'news.example.com' })).toBe(await direct(store, range, { ids, domain: 'news.example.com', union: true }));
    expect(await store.countVisitorsOfIds({ list: 'tag', ids: [], range })).toBe(0);
  });

  it('a query filtering on the list (its rows, not its ids) does not read the per-id roll-up, and stays exact', async () => {
    const range = { from: START, to: START + 5 * DAY_MS };
    const spy = jest.spyOn(store, 'query');
    const counted = await store.count({ name: 'filtered', range, filter: { terms: [{ field: 'tag', value: tagId(3) }] }, groupBy: [{ list: 'tag' }], measures: { users: 'users' } });
    const expected = await store.query<{ id: number; users: number }>(
      'SELECT id, count(DISTINCT visitor_id) AS users FROM (SELECT unnest(tag_ids) AS id, * FROM events WHERE ts >= $1 AND ts < $2 AND list_contains(tag_ids, $3)) GROUP BY id ORDER BY id',
      [BigInt(range.from), BigInt(range.to), BigInt(tagId(3))],
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(spy.mock.calls.some(([sql]) => sql.includes('rollup_tag_visitors_day'))).toBe(false);
    spy.mockRestore();
    expect(counted.map((r) => ({ id: r.groups[0], users: r.users })).sort((a, b) => Number(a.id) - Number(b.id))).toEqual(expected);
  });

  it('a late row in a rolled-up day and retention keep it exact', async () => {
    store.append(rows(40, START + 2 * DAY_MS + 5 * HOUR_MS, START + 2 * DAY_MS + 6 * HOUR_MS, 77));
    await store.flush();
    const range = { from: START, to: START + 6 * DAY_MS };
    expect(await perId(store, 'late', range, { class: 100 })).toEqual(await direct(store, range, { class: 100 }));
    await store.deleteBefore(START + DAY_MS + 3 * HOUR_MS);
    expect(await perId(store, 'retained', range)).toEqual(await direct(store, range));
    expect((await store.query<{ n: number }>(`SELECT count(*) AS n FROM rollup_tag_visitors_day WHERE ts < ${START + DAY_MS}`))[0].n).toBe(0);
  });

  it('asking for a class of a list without classes, or declaring classes no list holds, fails', async () => {
    await expect(store.count({ name: 'x', range: { from: START, to: START + DAY_MS }, groupBy: [{ list: 'audience', class: 1 }], measures: { users: 'users' } })).rejects.toThrow(/no classes/);
    await expect(DuckDbEventStore.open({ lists: [{ name: 'tag', terms: [], classedBy: 'nothing' }], file: ':memory:' })).rejects.toThrow(/nothing/);
  });

  it('a list declared wideIds later widens its column: its ids stay, the roll-ups are made again and count exactly', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ac-wide-'));
    const file = path.join(dir, 'events.duckdb');
    const narrow = LISTS.map((list) => (list.name === 'tag' ? { ...list, wideIds: false } : list));
    const small = rows(500, START, START + 3 * DAY_MS, 21).map((row) => ({ ...row, lists: { ...row.lists, tag: row.lists.tag.map((id) => id - WIDE) } }));
    try {
      const old = await DuckDbEventStore.open({ lists: narrow, file });
      old.append(small);
      await old.close();
      const wide = await DuckDbEventStore.open({ lists: LISTS, file });
      try {
        expect(await wide.query("SELECT data_type FROM information_schema.columns WHERE table_name = 'events' AND column_name = 'tag_ids'")).toEqual([{ data_type: 'BIGINT[]' }]);
        wide.append(rows(100, START + 3 * DAY_MS, START + 4 * DAY_MS, 22));
        await wide.flush();
        for (const deadline = Date.now() + 20_000; Date.now() < deadline && wide.rolledUntil() < START + 4 * DAY_MS; ) await new Promise((r) => setTimeout(r, 20));
        const range = { from: START + 5 * HOUR_MS, to: START + 4 * DAY_MS };
        const counted = await perId(wide, 'widened', range);
        expect(counted.some((r) => r.id < WIDE) && counted.some((r) => r.id > WIDE)).toBe(true);
        expect(counted).toEqual(await direct(wide, range));
      } finally {
        await wide.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
