import { randomBytes } from 'node:crypto';
import { ClickHouseEventStore } from '../../../core/server/events/clickhouse/ClickHouseEventStore';
import { sql } from '../../../core/server/events/clickhouse/sql';
import { EventStoreUnavailableError } from '../../../core/server/events/EventStoreUnavailableError';
import { eventRow } from '../monitoring/craftedEvents';
import { TEST_EVENT_LISTS } from '../../support/eventLists';
import { testClickHouseUrl } from '../../support/testDatabaseUrl';

const DAY = 86_400_000;
const SEPTEMBER = Date.parse('2026-09-10T12:00:00Z');
const OCTOBER = Date.parse('2026-10-20T12:00:00Z');
const NOVEMBER = Date.parse('2026-11-05T12:00:00Z');

/**
 * What only the ClickHouse store does (its counts are the conformance suite's: integration-ch):
 * the write buffer, retention by partitions and mutations, assignments other processes made.
 */
(testClickHouseUrl() ? describe : describe.skip)('ClickHouseEventStore on a real server', () => {
  const url = () => `${testClickHouseUrl()}/test_store_${randomBytes(6).toString('hex')}`;
  const stores: ClickHouseEventStore[] = [];
  const open = async (at = url(), options: { flushIntervalMs?: number; flushRows?: number; assignmentPollMs?: number; onError?: (err: unknown) => void } = {}) => {
    const store = await ClickHouseEventStore.open({ url: at, lists: TEST_EVENT_LISTS, flushIntervalMs: 60_000, ...options });
    stores.push(store);
    return store;
  };
  const total = async (store: ClickHouseEventStore) => (await store.query<{ n: number }>(sql`SELECT count() AS n FROM events`))[0].n;

  afterAll(async () => {
    for (const store of stores) await store.close().catch(() => undefined);
    const databases = new Set(stores.map((s) => (s as unknown as { database: string }).database));
    for (const database of databases) await fetch(testClickHouseUrl()!, { method: 'POST', body: `DROP DATABASE IF EXISTS ${database}` });
  });

  it('issue 20: rows wait in the buffer until a flush (time, size or close), then every process reads them', async () => {
    const at = url();
    const store = await open(at, { flushRows: 3 });
    const other = await open(at);
    const flushed = jest.fn();
    store.onFlush(flushed);
    store.append([eventRow(NOVEMBER, { visitorId: 'a' }), eventRow(NOVEMBER + 1, { visitorId: 'b' })]);
    expect(await total(other)).toBe(0);
    store.append([eventRow(NOVEMBER + 2, { visitorId: 'c' })]); // the third row reaches flushRows
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await total(other)).toBe(3);
    expect(flushed).toHaveBeenCalled();
    store.append([eventRow(NOVEMBER + 3, { visitorId: 'd', lists: { audience: [7, 9] } })]);
    await store.close();
    expect(await total(other)).toBe(4);
    expect(await other.query(sql`SELECT audience_ids FROM events WHERE visitor_id = 'd'`)).toEqual([{ audience_ids: [7, 9] }]);
  });

  it('issue 20: an unreachable server refuses appends while the rows it holds are retried', async () => {
    const onError = jest.fn();
    const store = await open(url(), { onError });
    // Its client pointed elsewhere: inserts fail as they would with ClickHouse down.
    const client = (store as unknown as { client: { insert: () => Promise<never> } }).client;
    const insert = client.insert;
    client.insert = () => Promise.reject(new Error('connect ECONNREFUSED'));
    store.append([eventRow(NOVEMBER, {})]);
    await expect(store.flush()).rejects.toThrow(/ECONNREFUSED/);
    expect(() => store.append([eventRow(NOVEMBER, {})])).toThrow(EventStoreUnavailableError);
    expect(onError).toHaveBeenCalledTimes(1);
    client.insert = insert;
    await store.flush();
    expect(await total(store)).toBe(1);
    expect(() => store.append([eventRow(NOVEMBER, {})])).not.toThrow();
  });

  it('issue 20: retention drops whole months and deletes the older rows of the month it cuts', async () => {
    const store = await open();
    store.append([eventRow(SEPTEMBER, {}), eventRow(OCTOBER - DAY, {}), eventRow(OCTOBER + DAY, {}), eventRow(NOVEMBER, {})]);
    store.appendAssignments([{ ts: SEPTEMBER, list: 'audience', id: 1, visitorId: 'v0', domain: 'news.example.com', score: 0.5 }]);
    await store.flush();
    expect(await store.deleteBefore(OCTOBER)).toBe(2);
    expect(await store.query(sql`SELECT ts FROM events ORDER BY ts`)).toEqual([{ ts: OCTOBER + DAY }, { ts: NOVEMBER }]);
    expect(await store.heldIds('audience')).toEqual([]);
    expect(await store.deleteBefore(OCTOBER)).toBe(0);
  });

  it('issue 20: assignments made through another process are held here within a poll', async () => {
    const at = url();
    const here = await open(at, { assignmentPollMs: 100 });
    const there = await open(at);
    expect((await here.visitorAssignments('audience', ['v9'])).size).toBe(0);
    there.appendAssignments([{ ts: NOVEMBER, list: 'audience', id: 4, visitorId: 'v9', domain: 'news.example.com', score: 0.7 }]);
    await there.flush();
    const deadline = Date.now() + 5000;
    while (!(await here.visitorAssignments('audience', ['v9'])).get('v9') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await here.visitorAssignments('audience', ['v9'])).get('v9')).toEqual([{ id: 4, score: 0.7 }]);
    expect(await here.deleteAssignments('audience', [4])).toBe(1);
    expect(await here.heldIds('audience')).toEqual([]);
  });

  it('issue 20: health counts rows and bytes; optimize merges and reports nothing to roll up', async () => {
    const store = await open();
    store.append([eventRow(NOVEMBER, {}), eventRow(NOVEMBER + 1, {})]);
    store.appendAssignments([{ ts: NOVEMBER, list: 'audience', id: 1, visitorId: 'v0', domain: 'news.example.com', score: 0.5 }]);
    await store.flush();
    expect(await store.optimize()).toEqual({ rolledUntil: expect.any(Number) });
    expect(await store.health()).toMatchObject({ events: 2, assignments: 1, buffered: 0, rollupLagMs: 0, bytes: expect.any(Number) });
    expect(await store.hasEvents()).toBe(true);
  });
});
