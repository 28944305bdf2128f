import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DuckDbEventStore } from '../../../../core/server/events/duckdb/DuckDbEventStore';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { DAY_MS, HOUR_MS, rangeParts, rollupsOf, rollupTable } from '../../../../core/server/events/rollups';
import { eventFilterWhere } from '../../../../core/server/events/duckdb/eventFilterSql';
import { rolledScanSql, type PartAggregate } from '../../../../core/server/events/duckdb/rolledScan';
import { groupedCounts } from '../../../../core/server/events/duckdb/groupedCounts';
import { TEST_EVENT_LISTS, testEventLists } from '../../../support/eventLists';

const START = Date.parse('2026-03-20T00:00:00Z');
const PAGE_VIEWS: PartAggregate = { sql: "count(*) FILTER (WHERE kind = 'pageview')", merge: 'sum', rollup: 'sum(pageviews)' };
const EVENT_COUNT: PartAggregate = { sql: "count(*) FILTER (WHERE kind = 'event')", merge: 'sum', rollup: 'sum(events)' };
const LATEST: PartAggregate = { sql: 'max(ts)', merge: 'max', rollup: 'max(last_ts)' };
const DOMAINS = ['news.example.com', 'sport.example.com'];
const DEVICES = ['Desktop', 'Phone', 'Tablet'] as const;
const REFERRERS = [['', 'Direct'], ['google.com', 'Search'], ['facebook.com', 'Social']] as const;

/** A small linear congruential generator: the same "random" rows on every run. */
function rows(count: number, from: number, to: number, seed = 7): EventRow[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const out: EventRow[] = [];
  for (let i = 0; i < count; i++) {
    const [referrer, referrerType] = pick(REFERRERS);
    const domain = pick(DOMAINS);
    const path = `/p${Math.floor(next() * 6)}`;
    out.push({
      ts: Math.floor(from + (i / count) * (to - from) + next() * 1000),
      kind: next() < 0.8 ? 'pageview' : 'event',
      event: '',
      label: '',
      ...(i % 5 === 0 ? { kind: 'event' as const, event: 'vote', label: pick(['yes', 'no']) } : {}),
      domain,
      path,
      url: `https://${domain}${path}`,
      title: path,
      image: '',
      visitorId: `v${Math.floor(next() * 50)}`,
      device: pick(DEVICES),
      browser: pick(['Chrome', 'Safari']),
      os: pick(['iOS', 'Windows']),
      referrer,
      referrerType,
      lists: { audience: next() < 0.5 ? [1 + Math.floor(next() * 3)] : [] },
    });
  }
  return out;
}

/** Page views, events and the latest instant per (domain, path) and per device over `range`, read the plain way and through the roll-ups. */
async function bothWays(store: DuckDbEventStore, range: { from: number; to: number }, domain?: string) {
  const read = async (groups: string[], rollups: boolean) => {
    const { sql, params } = rolledScanSql(store, {
      range,
      columns: [...groups, ...(domain ? ['domain'] : [])],
      groups,
      aggregates: { views: PAGE_VIEWS, events: EVENT_COUNT, last: LATEST },
      where: (where, part) => eventFilterWhere({ domain }, part, testEventLists, where),
      tiers: rollups ? undefined : [],
    });
    const result = await store.query<Record<string, unknown>>(sql, params);
    return result.map((r) => JSON.stringify([r.g0, r.g1, Number(r.views), Number(r.events), Number(r.last)])).sort();
  };
  const plain = [await read(['domain', 'path'], false), await read(['device'], false), await read([], false)];
  const rolled = [await read(['domain', 'path'], true), await read(['device'], true), await read([], true)];
  return { plain, rolled };
}

async function rollupRows(store: DuckDbEventStore): Promise<number> {
  let total = 0;
  for (const rollup of store.rollups) for (const tier of rollup.tiers) total += (await store.query<{ n: number }>(`SELECT count(*) AS n FROM ${rollupTable(rollup, tier)}`))[0].n;
  return total;
}

describe('roll-ups', () => {
  it('rangeParts: whole days and hours below the watermark from the roll-ups, the ragged edges and the rest from the events', () => {
    const from = START + 5 * HOUR_MS + 17 * 60_000;
    const to = START + 3 * DAY_MS + 13 * HOUR_MS + 5;
    const until = START + 3 * DAY_MS + 10 * HOUR_MS;
    expect(rangeParts({ from, to }, until)).toEqual([
      { tier: 'events', from, to: START + 6 * HOUR_MS },
      { tier: 'hour', from: START + 6 * HOUR_MS, to: START + DAY_MS },
      { tier: 'day', from: START + DAY_MS, to: START + 3 * DAY_MS },
      { tier: 'hour', from: START + 3 * DAY_MS, to: until },
      { tier: 'events', from: until, to },
    ]);
    expect(rangeParts({ from, to }, until, ['hour']).map((p) => p.tier)).toEqual(['events', 'hour', 'events']);
    expect(rangeParts({ from, to }, 0)).toEqual([{ tier: 'events', from, to }]);
    expect(rangeParts({ from, to }, until, [])).toEqual([{ tier: 'events', from, to: until }, { tier: 'events', from: until, to }]);
  });

  describe('kept by the store', () => {
    let store: DuckDbEventStore;
    const history = rows(4000, START, START + 10 * DAY_MS);
    beforeAll(async () => {
      store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
      store.append(history);
      await store.flush();
    });
    afterAll(() => store.close());

    it('history appended into hours already rolled up is rolled up: every count through the roll-ups equals the plain count', async () => {
      expect(store.rolledUntil()).toBeGreaterThan(START + 10 * DAY_MS);
      expect(await rollupRows(store)).toBeGreaterThan(0);
      for (const [range, domain] of [
        [{ from: START + 5 * HOUR_MS + 17 * 60_000, to: START + 8 * DAY_MS + 13 * HOUR_MS + 5 }, undefined],
        [{ from: START, to: START + 10 * DAY_MS }, 'news.example.com'],
        [{ from: START - DAY_MS, to: Date.now() }, undefined],
      ] as const) {
        const { plain, rolled } = await bothWays(store, range, domain);
        expect(rolled).toEqual(plain);
      }
    });

    it('API-21, IA-06: distinct users over whole days come from the visitor roll-up and equal a direct count', async () => {
      const spy = jest.spyOn(store, 'query');
      const range = { from: START + 5 * HOUR_MS + 17 * 60_000, to: START + 8 * DAY_MS + 13 * HOUR_MS + 5 };
      for (const [groups, source, direct] of [
        [['device'], undefined, 'SELECT device AS g'],
        [['id'], (where: { sql: string }, table: string) => `(SELECT unnest(audience_ids) AS id, * FROM ${table} ${where.sql})`, 'SELECT unnest(audience_ids) AS g'],
      ] as const) {
        for (const domain of [undefined, 'sport.example.com']) {
          const counted = await groupedCounts(store, {
            key: ['visitor-rollup-test', groups, domain ?? null],
            range,
            groups,
            columns: [...(groups[0] === 'id' ? ['audience_ids'] : groups), ...(domain ? ['domain'] : [])],
            aggregates: { views: PAGE_VIEWS },
            users: true,
            where: (where, part) => eventFilterWhere({ domain }, part, testEventLists, where),
            source,
          });
          const where = eventFilterWhere({ domain }, range, testEventLists);
          const expected = await store.query<{ g: unknown; views: number; users: number }>(
            `SELECT g, count(*) FILTER (WHERE kind = 'pageview') AS views, count(DISTINCT visitor_id) AS users FROM (${direct}, kind, visitor_id FROM events ${where.sql}) GROUP BY g ORDER BY g`,
            where.params,
          );
          expect(counted.map((r) => ({ g: r.groups[0], views: r.views, users: r.users })).sort((a, b) => String(a.g).localeCompare(String(b.g)))).toEqual(expected.sort((a, b) => String(a.g).localeCompare(String(b.g))));
        }
      }
      expect(spy.mock.calls.some(([sql]) => sql.includes('rollup_visitor_day'))).toBe(true);
      spy.mockRestore();
    });

    it('reads whole days from the day rows', async () => {
      const { sql } = rolledScanSql(store, {
        range: { from: START + 90 * 60_000, to: START + 4 * DAY_MS },
        columns: ['domain', 'path'],
        groups: ['path'],
        aggregates: { views: PAGE_VIEWS },
        where: (where, part) => eventFilterWhere({}, part, testEventLists, where),
      });
      expect(sql).toContain('rollup_page_day');
      expect(sql).toContain('rollup_page_hour');
      expect(sql).toContain('FROM events');
    });

    it('a late row in a rolled-up hour and retention keep the roll-ups exact', async () => {
      store.append(rows(30, START + 2 * DAY_MS + 3 * HOUR_MS, START + 2 * DAY_MS + 4 * HOUR_MS, 99));
      await store.flush();
      const range = { from: START, to: START + 10 * DAY_MS };
      let { plain, rolled } = await bothWays(store, range);
      expect(rolled).toEqual(plain);
      await store.deleteBefore(START + 3 * DAY_MS + 7 * HOUR_MS + 123);
      ({ plain, rolled } = await bothWays(store, range));
      expect(rolled).toEqual(plain);
      expect((await store.query<{ n: number }>(`SELECT count(*) AS n FROM rollup_domain_day WHERE ts < ${START + 3 * DAY_MS}`))[0].n).toBe(0);
    });
  });

  it.each([
    ['before roll-ups existed', (rollup: string) => rollup !== ''],
    ['before one of the roll-ups existed (its watermark vouches for the others only)', (rollup: string) => rollup === 'rollup_event'],
  ])('a store written %s rolls its history up in the background on open', async (_when, dropped) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ac-rollups-'));
    const file = path.join(dir, 'events.duckdb');
    try {
      const old = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file });
      old.append(rows(2000, START, START + 6 * DAY_MS, 3));
      await old.close();
      // As an older version left it: events, and not all of today's roll-ups.
      const instance = await DuckDBInstance.create(file);
      const connection = await instance.connect();
      for (const rollup of rollupsOf(testEventLists).filter((r) => dropped(r.name))) for (const tier of rollup.tiers) await connection.run(`DROP TABLE ${rollupTable(rollup, tier)}`);
      connection.closeSync();
      instance.closeSync();

      const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file });
      try {
        const deadline = Date.now() + 20_000;
        while (store.rolledUntil() < START + 6 * DAY_MS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        const { plain, rolled } = await bothWays(store, { from: START + 30 * 60_000, to: START + 6 * DAY_MS });
        expect(rolled).toEqual(plain);
        const events = await store.query(`SELECT event, label, count(*) FILTER (WHERE kind = 'event') AS n FROM events GROUP BY ALL HAVING n > 0 ORDER BY ALL`);
        expect(await store.query('SELECT event, label, sum(events)::BIGINT AS n FROM rollup_event_hour GROUP BY ALL HAVING n > 0 ORDER BY ALL')).toEqual(events);
        expect(await rollupRows(store)).toBeGreaterThan(0);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
