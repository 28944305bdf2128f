/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DuckDbEventStore } from '../../../../core/server/events/duckdb/DuckDbEventStore';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { visitorKey } from '../../../../core/server/events/duckdb/visitorKey';
import { TEST_EVENT_LISTS } from '../../../support/eventLists';

function row(ts: number, over: Partial<EventRow> = {}): EventRow {
  return {
    ts, kind: 'pageview', event: '', label: '', domain: 'a.example.com', path: '/', url: 'https://a.example.com/', title: 'Home',
    image: '', visitorId: 'v1', device: 'Desktop', browser: 'Chrome', os: 'Linux', referrer: '', referrerType: 'Direct',
    lists: { audience: [] }, ...over,
  };
}

describe('DuckDbEventStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ac-events-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes appended rows visible after a flush, with counts as numbers and lists as arrays', async () => {
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: path.join(dir, 'e.duckdb'), flushIntervalMs: 60_000 });
    store.append([row(1000, { lists: { audience: [3, 4] } }), row(2000, { visitorId: 'v2' })]);
    expect(await store.query('SELECT count(*) AS n FROM events')).toEqual([{ n: 0 }]);
    await store.flush();
    expect(await store.query('SELECT count(*) AS n, count(DISTINCT visitor_id) AS u, sum(ts) AS s FROM events')).toEqual([{ n: 2, u: 2, s: 3000 }]);
    expect(await store.query('SELECT audience_ids FROM events WHERE ts = $1', [1000])).toEqual([{ audience_ids: [3, 4] }]);
    await store.close();
  });

  it('flushes on its timer and at the size limit, and tells flush listeners', async () => {
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:', flushIntervalMs: 50, flushRows: 3 });
    const flushed = jest.fn();
    store.onFlush(flushed);
    store.append([row(1), row(2), row(3)]);
    await new Promise((r) => setImmediate(r));
    await store.flush();
    expect(flushed).toHaveBeenCalledTimes(1);
    store.append([row(4)]);
    // The 50 ms timer flushes on its own; a loaded machine may take longer than that to run it.
    for (let waited = 0; flushed.mock.calls.length < 2 && waited < 5000; waited += 25) await new Promise((r) => setTimeout(r, 25));
    expect(flushed).toHaveBeenCalledTimes(2);
    expect(await store.query('SELECT count(*) AS n FROM events')).toEqual([{ n: 4 }]);
    await store.flush();
    expect(flushed).toHaveBeenCalledTimes(2); // a flush that wrote nothing is not announced
    await store.close();
  });

  it('close interrupts a read still running and waits for it (DuckDB closing a connection under a query deadlocks: the process never exits)', async () => {
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
    const read = store.query('SELECT count(*) AS n FROM range(10000000000) t(i) WHERE i % 7 = 3');
    const outcome = read.then(
      () => 'finished',
      (err: Error) => err.message,
    );
    // The query has started on its worker thread.
    await new Promise((r) => setTimeout(r, 200));
    await store.close();
    expect(await outcome).toMatch(/interrupt/i);
  });

  it('close writes every buffered row: a reopened file holds them', async () => {
    const file = path.join(dir, 'e.duckdb');
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file, flushIntervalMs: 60_000 });
    store.append(Array.from({ length: 5000 }, (_, i) => row(i)));
    store.appendAssignments([{ ts: 1, list: 'audience', id: 7, visitorId: 'v1', domain: 'a.example.com', score: 0.5 }]);
    await store.close();
    expect(() => store.append([row(1)])).toThrow(/closed/);
    const reopened = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file });
    expect(await reopened.query('SELECT count(*) AS n FROM events')).toEqual([{ n: 5000 }]);
    expect(await reopened.query('SELECT count(*) AS n FROM list_assignments')).toEqual([{ n: 1 }]);
    await reopened.close();
  });

  it('visitorAssignments merges stored and buffered assignments of one list with the best score', async () => {
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:', flushIntervalMs: 60_000 });
    store.appendAssignments([
      { ts: 1, list: 'audience', id: 7, visitorId: 'v1', domain: 'd', score: 0.4 },
      { ts: 2, list: 'audience', id: 8, visitorId: 'v2', domain: 'd', score: 0.9 },
      { ts: 2, list: 'other', id: 9, visitorId: 'v1', domain: 'd', score: 1 },
    ]);
    await store.flush();
    store.appendAssignments([{ ts: 3, list: 'audience', id: 7, visitorId: 'v1', domain: 'd', score: 0.8 }]);
    const found = await store.visitorAssignments('audience', ['v1', 'v3']);
    expect([...found.entries()]).toEqual([['v1', [{ id: 7, score: 0.8 }]]]);
    expect((await store.visitorAssignments('audience', [])).size).toBe(0);
    await store.close();
  });

  it('a store with audience growth of an earlier version keeps it as assignments of the audience list, keyed by visitor (vid)', async () => {
    const file = path.join(dir, 'growth.duckdb');
    const instance = await DuckDBInstance.create(file);
    const connection = await instance.connect();
    await connection.run('CREATE TABLE audience_growth (ts BIGINT NOT NULL, audience_id INTEGER NOT NULL, visitor_id VARCHAR NOT NULL, domain VARCHAR NOT NULL, affinity DOUBLE NOT NULL)');
    await connection.run("INSERT INTO audience_growth VALUES (5, 3, 'v1', 'd', 0.7)");
    connection.closeSync();
    instance.closeSync();
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file });
    expect([...(await store.visitorAssignments('audience', ['v1'])).entries()]).toEqual([['v1', [{ id: 3, score: 0.7 }]]]);
    expect(await store.countAssignments({ list: 'audience', id: 3, range: { from: 0, to: 10 }, bucketMs: 10 })).toEqual([{ bucket: 0, visitors: 1 }]);
    // Keyed like the events (vid), which counts by score join them on.
    const [{ vid }] = await store.query<{ vid: string }>('SELECT vid::VARCHAR AS vid FROM list_assignments');
    expect(BigInt(vid)).toBe(visitorKey('v1'));
    await store.close();
  });

  it('AO-19: a scored list new to a store is filled for the rows it holds: the ids whose visitor\'s best assignment score reaches its minimum, sorted', async () => {
    const file = path.join(dir, 'scored.duckdb');
    const audienceOnly = TEST_EVENT_LISTS.filter((l) => !l.scoredFrom);
    const before = await DuckDbEventStore.open({ lists: audienceOnly, file });
    before.append([row(1, { visitorId: 'v1', lists: { audience: [3, 1, 2] } }), row(2, { visitorId: 'v2', lists: { audience: [2] } }), row(3, { visitorId: 'v3', lists: { audience: [] } })]);
    before.appendAssignments([
      { ts: 1, list: 'audience', id: 1, visitorId: 'v1', domain: 'd', score: 0.5 },
      { ts: 1, list: 'audience', id: 2, visitorId: 'v1', domain: 'd', score: 0.1 },
      // The best of two assignments counts.
      { ts: 1, list: 'audience', id: 3, visitorId: 'v1', domain: 'd', score: 0.3 },
      { ts: 2, list: 'audience', id: 3, visitorId: 'v1', domain: 'd', score: 0.9 },
      { ts: 1, list: 'audience', id: 2, visitorId: 'v2', domain: 'd', score: 0.4 },
      // Another list's assignment is not the audience's.
      { ts: 1, list: 'other', id: 2, visitorId: 'v1', domain: 'd', score: 1 },
    ]);
    await before.close();
    const after = await DuckDbEventStore.open({ lists: [...audienceOnly, { name: 'audience_medium', terms: [], scoredFrom: { list: 'audience', minScore: 0.4 } }, { name: 'audience_high', terms: [], scoredFrom: { list: 'audience', minScore: 0.7 } }], file });
    expect(await after.query('SELECT visitor_id, audience_medium_ids AS medium, audience_high_ids AS high FROM events ORDER BY ts')).toEqual([
      { visitor_id: 'v1', medium: [1, 3], high: [3] },
      { visitor_id: 'v2', medium: [2], high: [] },
      { visitor_id: 'v3', medium: [], high: [] },
    ]);
    // Rows appended later carry what the ingest set; an existing column is not filled again.
    after.append([row(4, { visitorId: 'v2', lists: { audience: [2], audience_medium: [] } })]);
    await after.close();
    const again = await DuckDbEventStore.open({ lists: [...audienceOnly, { name: 'audience_medium', terms: [], scoredFrom: { list: 'audience', minScore: 0.4 } }], file });
    expect(await again.query('SELECT audience_medium_ids AS medium FROM events WHERE ts = 4')).toEqual([{ medium: [] }]);
    await again.close();
  });

  it('deleteBefore removes old events and assignments (retention)', async () => {
    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file: ':memory:' });
    store.append([row(100), row(200), row(300)]);
    store.appendAssignments([{ ts: 100, list: 'audience', id: 1, visitorId: 'v', domain: 'd', score: 1 }]);
    expect(await store.deleteBefore(250)).toBe(2);
    expect(await store.query('SELECT count(*) AS n FROM events')).toEqual([{ n: 1 }]);
    expect(await store.query('SELECT count(*) AS n FROM list_assignments')).toEqual([{ n: 0 }]);
    await store.close();
  });

  it('keys every visitor with an integer (vid), and a file of the previous version gets the column backfilled on open and appends by its own column order', async () => {
    const file = path.join(dir, 'old.duckdb');
    // The events table as the previous version wrote it: no vid column.
    const instance = await DuckDBInstance.create(file);
    const connection = await instance.connect();
    await connection.run(`CREATE TABLE events (
      ts BIGINT NOT NULL, kind VARCHAR NOT NULL, event VARCHAR NOT NULL, label VARCHAR NOT NULL,
      domain VARCHAR NOT NULL, path VARCHAR NOT NULL, url VARCHAR NOT NULL, title VARCHAR NOT NULL,
      image VARCHAR NOT NULL, visitor_id VARCHAR NOT NULL, device VARCHAR NOT NULL, browser VARCHAR NOT NULL,
      os VARCHAR NOT NULL, referrer VARCHAR NOT NULL, referrer_type VARCHAR NOT NULL,
      channel_ids INTEGER[] NOT NULL, audience_ids INTEGER[] NOT NULL)`);
    await connection.run(`INSERT INTO events VALUES (1, 'pageview', '', '', 'a', '/', '', '', '', 'old-visitor', 'Desktop', 'Chrome', 'Linux', '', 'Direct', [], [3])`);
    connection.closeSync();
    instance.closeSync();

    const store = await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file, flushIntervalMs: 60_000 });
    store.append([row(2, { visitorId: 'old-visitor' }), row(3, { visitorId: 'new-visitor', lists: { audience: [4], channel: [9] } })]);
    await store.flush();
    const keys = await store.query<{ visitor_id: string; vid: string }>('SELECT visitor_id, vid::VARCHAR AS vid FROM events ORDER BY ts');
    expect(keys.map((k) => [k.visitor_id, BigInt(k.vid)])).toEqual([
      ['old-visitor', visitorKey('old-visitor')],
      ['old-visitor', visitorKey('old-visitor')],
      ['new-visitor', visitorKey('new-visitor')],
    ]);
    expect(await store.query('SELECT count(DISTINCT vid) AS users, count(*) FILTER (WHERE vid IS NULL) AS unkeyed FROM events')).toEqual([{ users: 2, unkeyed: 0 }]);
    // Its id lists stand before vid: each list still lands in its own column.
    expect(await store.query('SELECT channel_ids, audience_ids FROM events WHERE ts = 3')).toEqual([{ channel_ids: [9], audience_ids: [4] }]);
    await store.close();
  });
});
