import { randomUUID } from 'node:crypto';
import { createClient, type ClickHouseClient, type ClickHouseSettings } from '@clickhouse/client';
import { AssignmentIndex } from '../AssignmentIndex';
import { EventLists, keptListColumn, listColumn } from '../eventColumns';
import type { EventRow, ListAssignment } from '../EventRow';
import type { AssignmentQuery, EventCountRow, EventListDeclaration, EventMeasure, EventQuery, PastAssignmentQuery, PastMatchQuery, VisitorsOfIdsQuery } from '../EventQuery';
import type { EventStore, EventStoreHealth, HeldId } from '../EventStore';
import type { Rollup } from '../rollups';
import { firstKnownMatches, isListMatching, type FirstMatch, type ListMatching } from '../pastMatching';
import { visitorKey } from '../duckdb/visitorKey';
import { WriteBuffer } from '../WriteBuffer';
import { Tasks } from '../../tasks/Tasks';
import { migrateClickHouse } from './clickHouseSchema';
import { clickHouseRollupsOf, rewriteDeltas, rollupSelect, rollupTables, TIER_MS, type RollupTable } from './clickHouseRollups';
import { countEvents } from './countQuery';
import { SettledParts } from './SettledParts';
import { eventFilterClause, inList, whereClause } from './eventFilterClause';
import { ident, join, sql, type Sql } from './sql';

export interface ClickHouseEventStoreOptions {
  /** The server's HTTP address; a path names the database (http://host:8123/console), else `console`. */
  url: string;
  flushIntervalMs?: number;
  flushRows?: number;
  lists?: readonly EventListDeclaration[];
  tasks?: Tasks;
  onError?: (err: unknown) => void;
  onRecovered?: () => void;
  /** How often the assignments other processes made are folded in (ingest enriches hits with them). */
  assignmentPollMs?: number;
}

/** How long a mutation (retention, past assignments) may take before the caller hears it failed. */
const MUTATION_TIMEOUT_MS = 10 * 60_000;

/**
 * 64-bit integers as JSON numbers: every count and key here is read as a number. Progress
 * headers keep a long read's connection busy, so no proxy in between drops it as idle.
 */
const SETTINGS = { output_format_json_quote_64bit_integers: 0, send_progress_in_http_headers: 1, http_headers_progress_interval_ms: '10000' } as const;
/** A read may run this long (an export of a year); a kill ends it sooner. */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

function eventRecord(lists: EventLists, row: EventRow): Record<string, unknown> {
  const record: Record<string, unknown> = {
    ts: Math.trunc(row.ts),
    kind: row.kind,
    event: row.event,
    label: row.label,
    domain: row.domain,
    path: row.path,
    url: row.url,
    title: row.title,
    image: row.image,
    visitor_id: row.visitorId,
    device: row.device,
    browser: row.browser,
    os: row.os,
    referrer: row.referrer,
    referrer_type: row.referrerType,
    vid: visitorKey(row.visitorId).toString(),
  };
  for (const list of lists.declared) record[listColumn(list.name)] = row.lists[list.name] ?? [];
  return record;
}

const ASSIGNMENT_COLUMNS: [string, ...string[]] = ['ts', 'list', 'id', 'visitor_id', 'domain', 'score', 'vid'];

const assignmentRecord = (row: ListAssignment) => ({
  ts: Math.trunc(row.ts),
  list: row.list,
  id: row.id,
  visitor_id: row.visitorId,
  domain: row.domain,
  score: row.score,
  vid: visitorKey(row.visitorId).toString(),
});

/**
 * The distributed event store: ClickHouse over HTTP, for several server processes on one set
 * of events. Appends wait in memory and are inserted in batches — after `flushIntervalMs` once
 * rows wait, at once when `flushRows` wait, and on close. While inserts fail it refuses appends
 * and retries what it holds, as the DuckDB store does. Every count is one statement; long
 * ranges read materialized roll-ups (clickHouseRollups.ts), which ClickHouse keeps current on
 * every insert of any process. No live window in memory: it would see only this process's rows.
 */
export class ClickHouseEventStore implements EventStore {
  private readonly buffer: WriteBuffer<{ events: EventRow; assignments: ListAssignment }>;
  private readonly assignments = new AssignmentIndex(
    () => this.assignmentsAddedSince(0),
    () => this.buffer.waiting('assignments'),
  );
  private readonly pollTimer: ReturnType<typeof setInterval>;
  /** The server's clock (seconds) at the last poll of assignments. */
  private polledUntil?: number;
  private pastAssignments = 0;
  private readonly rollups: Rollup[];
  private readonly rollupTables: RollupTable[];
  /** Settled parts of counts kept in this process (SettledParts). */
  private readonly settled: SettledParts;
  /**
   * What the settled parts kept rest on, at the last poll: the rewrites of settled rows (past
   * assignments, retention) any process had made, and when the server started (a restart empties
   * the parts' Memory tables).
   */
  private settledBasis?: { rewrites: number; started: number };

  private constructor(
    private readonly client: ClickHouseClient,
    /** A session in the server's `default` database: where a mutation's joinGet looks its table up (see assignPastSteps). */
    private readonly server: ClickHouseClient,
    private readonly database: string,
    readonly lists: EventLists,
    flushIntervalMs: number,
    flushRows: number,
    private readonly onError: (err: unknown) => void,
    onRecovered: () => void,
    private readonly tasks: Tasks,
    assignmentPollMs: number,
  ) {
    this.rollups = clickHouseRollupsOf(lists);
    this.rollupTables = rollupTables(this.rollups);
    this.settled = new SettledParts(database, (statement) => this.query(statement), (statement, settings) => this.command(statement, settings));
    this.buffer = new WriteBuffer(['events', 'assignments'], { flushIntervalMs, flushRows, insert: (batch, stored) => this.insert(batch, stored), onError, onRecovered });
    // A poll under way when the store closes fails quietly.
    this.pollTimer = setInterval(() => this.pollAssignments().catch((err: unknown) => this.closed || this.onError(err)), assignmentPollMs);
    this.pollTimer.unref?.();
  }

  static async open(options: ClickHouseEventStoreOptions): Promise<ClickHouseEventStore> {
    const url = new URL(options.url);
    const database = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, '')) || 'console';
    url.pathname = '/';
    // No keep-alive: 18.16 closes an idle connection after 3 s, and a request sent on it meanwhile
    // fails with "socket hang up" (seen under load). A connection per request costs little next to a query.
    const connection = { url: url.toString(), clickhouse_settings: SETTINGS, keep_alive: { enabled: false } };
    const server = createClient(connection);
    const client = createClient({ ...connection, database, request_timeout: REQUEST_TIMEOUT_MS });
    const lists = new EventLists(options.lists ?? []);
    try {
      await server.command({ query: sql`CREATE DATABASE IF NOT EXISTS ${ident(database)}`.text });
      await migrateClickHouse(client, database, lists);
    } catch (err) {
      await Promise.all([client.close(), server.close()]);
      throw err;
    }
    const store = new ClickHouseEventStore(
      client,
      server,
      database,
      lists,
      options.flushIntervalMs ?? 250,
      // ClickHouse wants few large inserts (each makes a part to merge): a bulk load goes in 50,000 rows at a time.
      options.flushRows ?? 50_000,
      options.onError ?? ((err) => console.error('event store write failed', err)),
      options.onRecovered ?? (() => undefined),
      options.tasks ?? new Tasks('local'),
      options.assignmentPollMs ?? 2000,
    );
    try {
      await store.settled.prepare();
      // What parts made from now on rest on: a restart before the first timed poll shows too.
      await store.pollAssignments();
    } catch (err) {
      await store.close();
      throw err;
    }
    return store;
  }

  assertWritable(): void {
    this.buffer.assertWritable();
  }

  append(rows: readonly EventRow[]): void {
    this.buffer.append('events', rows);
  }

  appendAssignments(rows: readonly ListAssignment[]): void {
    this.buffer.append('assignments', rows);
    this.assignments.appended(rows);
  }

  visitorAssignments(list: string, visitorIds: readonly string[]): Promise<Map<string, HeldId[]>> {
    return this.assignments.held(list, visitorIds);
  }

  async count<M extends Record<string, EventMeasure | undefined>>(query: EventQuery<M>): Promise<EventCountRow<M>[]> {
    return countEvents(this.lists, this.rollups, query, (statement) => this.query(statement), this.settled);
  }

  async countVisitorsOfIds(query: VisitorsOfIdsQuery): Promise<number> {
    if (!query.ids.length) return 0;
    const clauses = [...eventFilterClause({ domain: query.domain }, query.range, this.lists), this.carrying(query)];
    const [row] = await this.query<{ users: number }>(sql`SELECT uniqExact(vid) AS users FROM events ${whereClause(clauses)}`);
    return Number(row?.users ?? 0);
  }

  /** Rows carrying one of the ids of the list (all of one class, when given). */
  private carrying(matching: { list: string; ids: readonly number[]; class?: number }): Sql {
    const column = ident(keptListColumn(this.lists, matching.list));
    if (matching.class === undefined) return sql`hasAny(${column}, ${[...matching.ids]})`;
    const classes = this.lists.classColumn(matching.list);
    if (!classes) throw new Error(`The event list "${matching.list}" has no classes to count one of.`);
    return sql`arrayExists((x, c) -> c = ${matching.class} AND has(${[...matching.ids]}, x), ${column}, ${ident(classes)})`;
  }

  async countPastMatches(query: PastMatchQuery): Promise<number> {
    this.assertOpen();
    await this.flush();
    const { matching, notHolding } = query;
    if (!isListMatching(matching)) {
      const matches = firstKnownMatches(matching.visitors, query.range);
      return (notHolding ? await this.newlyHeld(notHolding, matches) : matches).length;
    }
    if (!matching.ids.length) return 0;
    if (!notHolding) return this.countVisitorsOfIds({ list: matching.list, ids: matching.ids, class: matching.class, range: query.range, domain: matching.domains });
    const clauses = [
      ...eventFilterClause({ domain: matching.domains }, query.range, this.lists),
      this.carrying(matching),
      sql`vid NOT IN (SELECT vid FROM list_assignments WHERE list = ${notHolding.list} AND id = ${notHolding.id})`,
    ];
    const [row] = await this.query<{ visitors: number }>(sql`SELECT uniqExact(vid) AS visitors FROM events ${whereClause(clauses)}`);
    return Number(row?.visitors ?? 0);
  }

  assignPast(query: PastAssignmentQuery, onProgress: (share: number) => void = () => undefined): Promise<number> {
    this.assertWritable();
    const description = `Assigns the past matches of a rule to ${query.list} ${query.id}`;
    return this.tasks.run({ action: 'eventStore:assignPast', type: 'assignment', description }, ({ signal }) => this.assignPastSteps(query, onProgress, signal));
  }

  /**
   * Finds each visitor's first match, stores the new assignments, then rewrites the holders' rows
   * from their first match on in one mutation. 18.16 runs no mutation with a subquery: the holders
   * go to a Join table the mutation reads with joinGet.
   */
  private async assignPastSteps(query: PastAssignmentQuery, onProgress: (share: number) => void, signal: AbortSignal): Promise<number> {
    await this.flush();
    const first = isListMatching(query.matching) ? await this.firstListMatches(query.matching, query.range) : firstKnownMatches(query.matching.visitors, query.range);
    onProgress(0.3);
    signal.throwIfAborted();
    const added = await this.newlyHeld(query, first);
    if (added.length) {
      this.appendAssignments(added.map((m) => ({ ts: m.ts, list: query.list, id: query.id, visitorId: m.visitorId, domain: m.domain, score: query.score })));
      await this.flush();
      // 18.16 runs a mutation's joinGet in the `default` database whatever the session's, and
      // reads no dotted name there: the Join table lives in `default`, the ALTER names our table.
      const name = `past_holders_${this.database}_${process.pid}_${++this.pastAssignments}`;
      const holders = sql`default.${ident(name)}`;
      const events = sql`${ident(this.database)}.events`;
      await this.server.command({ query: sql`CREATE TABLE ${holders} (vid UInt64, since Int64, score Float64) ENGINE = Join(ANY, LEFT, vid)`.text });
      try {
        await this.command(sql`INSERT INTO ${holders} SELECT vid, min(ts), max(score) FROM list_assignments WHERE list = ${query.list} AND id = ${query.id} GROUP BY vid`);
        onProgress(0.5);
        const since = sql`joinGet(${name}, 'since', vid)`;
        const column = ident(listColumn(query.list));
        const added = (target: Sql) => sql`arraySort(arrayPushBack(${target}, ${query.id}))`;
        const rewrites = new Map([[listColumn(query.list), added(column)]]);
        for (const declared of this.lists.scoredFrom(query.list)) {
          const target = ident(listColumn(declared.name));
          rewrites.set(listColumn(declared.name), sql`if(joinGet(${name}, 'score', vid) >= ${declared.scoredFrom!.minScore}, ${added(target)}, ${target})`);
        }
        const where = sql`WHERE ${since} != 0 AND ts >= ${since} AND NOT has(${column}, ${query.id})`;
        // The roll-ups move the rows first, reading their values before the rewrite.
        for (const delta of rewriteDeltas(this.rollupTables, events, where, rewrites, (t) => sql`${ident(this.database)}.${ident(t.name)}`)) await this.server.command({ query: delta.text });
        const updates = [...rewrites].map(([target, value]) => sql`${ident(target)} = ${value}`);
        await this.server.command({ query: sql`ALTER TABLE ${events} UPDATE ${join(updates)} ${where}`.text });
        await this.mutationsDone();
        await this.settledRewritten();
      } finally {
        await this.server.command({ query: sql`DROP TABLE IF EXISTS ${holders}`.text });
      }
      this.buffer.notify();
    }
    onProgress(1);
    return added.length;
  }

  /** Each visitor's first row in the range that carries one of the ids. */
  private async firstListMatches(matching: ListMatching, range: { from: number; to: number }): Promise<FirstMatch[]> {
    if (!matching.ids.length) return [];
    const clauses = [...eventFilterClause({ domain: matching.domains }, range, this.lists), this.carrying(matching)];
    // Aliases unlike the columns: ClickHouse would read `ts` in argMin as the alias.
    const rows = await this.query<{ visitor: string; first: number; on: string }>(
      sql`SELECT visitor_id AS visitor, min(ts) AS first, argMin(domain, ts) AS on FROM events ${whereClause(clauses)} GROUP BY visitor_id`,
    );
    return rows.map((r) => ({ visitorId: r.visitor, ts: Number(r.first), domain: r.on }));
  }

  /** The matches whose visitor does not hold `id` of `list` yet. */
  private async newlyHeld({ list, id }: { list: string; id: number }, matches: readonly FirstMatch[]): Promise<FirstMatch[]> {
    const held = await this.assignments.held(list, matches.map((m) => m.visitorId));
    return matches.filter((m) => !held.get(m.visitorId)?.some((h) => h.id === id));
  }

  async countAssignments(query: AssignmentQuery): Promise<{ bucket: number; visitors: number }[]> {
    const clauses = [...eventFilterClause({ domain: query.domain }, query.range, this.lists), sql`list = ${query.list} AND id = ${query.id}`];
    const size = Math.trunc(query.bucketMs);
    const rows = await this.query<{ bucket: number; visitors: number }>(
      sql`SELECT intDiv(ts, ${size}) * ${size} AS bucket, uniqExact(visitor_id) AS visitors FROM list_assignments ${whereClause(clauses)} GROUP BY bucket`,
    );
    return rows.map((r) => ({ bucket: Number(r.bucket), visitors: Number(r.visitors) }));
  }

  async hasEvents(): Promise<boolean> {
    return (await this.query(sql`SELECT 1 FROM events LIMIT 1`)).length > 0;
  }

  /**
   * Months wholly before `ts` are dropped as partitions (cheap); older rows left in the month `ts`
   * falls in go by a mutation, which 18.16 applies by rewriting the parts (no TTL yet): skipped
   * when there are none.
   */
  async deleteBefore(ts: number): Promise<number> {
    this.assertOpen();
    await this.flush();
    const cutoff = Math.trunc(ts);
    const [row] = await this.query<{ n: number }>(sql`SELECT count() AS n FROM events WHERE ts < ${cutoff}`);
    for (const table of ['events', 'list_assignments']) {
      await this.dropMonthsBefore(table, cutoff);
      const [left] = await this.query<{ n: number }>(sql`SELECT count() AS n FROM ${ident(table)} WHERE ts < ${cutoff}`);
      if (Number(left?.n)) await this.mutate(sql`ALTER TABLE ${ident(table)} DELETE WHERE ts < ${cutoff}`);
    }
    // The roll-ups lose their buckets before the cutoff; the bucket it cuts is rolled up again from the events left.
    for (const table of this.rollupTables) {
      await this.dropMonthsBefore(table.name, cutoff);
      const step = TIER_MS[table.tier];
      const cut = Math.floor(cutoff / step) * step;
      const end = cut === cutoff ? cut : cut + step;
      const [left] = await this.query<{ n: number }>(sql`SELECT count() AS n FROM ${ident(table.name)} WHERE bucket < ${end}`);
      if (Number(left?.n)) await this.mutate(sql`ALTER TABLE ${ident(table.name)} DELETE WHERE bucket < ${end}`);
      if (end > cutoff) await this.command(sql`INSERT INTO ${ident(table.name)} ${rollupSelect(table, sql`events`, sql`WHERE ts >= ${cut} AND ts < ${end}`)}`);
    }
    this.assignments.reset();
    await this.settledRewritten();
    return Number(row?.n ?? 0);
  }

  /**
   * Rows older than the flush delay were rewritten: the parts kept here are dropped at once, and
   * other processes drop theirs at their next poll of `settled_rewrites` (pollAssignments).
   */
  private async settledRewritten() {
    await this.command(sql`INSERT INTO settled_rewrites VALUES (${Date.now()})`);
    this.settled.forget();
  }

  /** Drops the table's months wholly before `cutoff`: partitions go cheaply, with no mutation. */
  private async dropMonthsBefore(table: string, cutoff: number) {
    const month = Number(new Date(Math.min(cutoff, 253402300799999)).toISOString().slice(0, 7).replace('-', ''));
    const old = await this.query<{ partition: string }>(
      sql`SELECT DISTINCT partition FROM system.parts WHERE active AND database = ${this.database} AND table = ${table} AND toUInt32(partition) < ${month}`,
    );
    for (const { partition } of old) await this.command(sql`ALTER TABLE ${ident(table)} DROP PARTITION ${Number(partition)}`);
  }

  async heldIds(list: string): Promise<number[]> {
    const rows = await this.query<{ id: number }>(sql`SELECT DISTINCT id FROM list_assignments WHERE list = ${list} ORDER BY id`);
    return rows.map((r) => Number(r.id));
  }

  async deleteAssignments(list: string, ids: readonly number[]): Promise<number> {
    this.assertOpen();
    if (!ids.length) return 0;
    await this.flush();
    const where = sql`list = ${list} AND ${inList(sql`id`, ids)}`;
    const [row] = await this.query<{ n: number }>(sql`SELECT count() AS n FROM list_assignments WHERE ${where}`);
    await this.mutate(sql`ALTER TABLE list_assignments DELETE WHERE ${where}`);
    this.assignments.reset();
    return Number(row?.n ?? 0);
  }

  forgetVisitors(): void {
    this.assignments.reset();
  }

  /** Merges the parts ClickHouse has not merged yet (a roll-up's rows of one key become one); the roll-ups are current already. */
  async optimize(): Promise<{ rolledUntil: number }> {
    this.assertOpen();
    await this.flush();
    for (const table of ['events', 'list_assignments', ...this.rollupTables.map((t) => t.name)]) await this.command(sql`OPTIMIZE TABLE ${ident(table)}`);
    return { rolledUntil: Date.now() };
  }

  async health(): Promise<EventStoreHealth> {
    this.assertOpen();
    const rows = await this.query<{ table: string; rows: number; bytes: number }>(
      sql`SELECT table, sum(rows) AS rows, sum(bytes_on_disk) AS bytes FROM system.parts WHERE active AND database = currentDatabase() GROUP BY table`,
    );
    const of = (table: string) => rows.find((r) => r.table === table);
    return {
      events: Number(of('events')?.rows ?? 0),
      assignments: Number(of('list_assignments')?.rows ?? 0),
      bytes: rows.reduce((sum, r) => sum + Number(r.bytes), 0),
      buffered: this.buffer.size,
      rolledUntil: Date.now(),
      rollupLagMs: 0,
    };
  }

  flush(): Promise<void> {
    return this.buffer.flush();
  }

  onFlush(listener: () => void): () => void {
    return this.buffer.onFlush(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.pollTimer);
    try {
      await this.settled.close();
      await this.buffer.close();
    } finally {
      await Promise.all([this.client.close(), this.server.close()]);
    }
  }

  /**
   * A read statement, run as a task: a kill sends KILL QUERY for its id and aborts the request;
   * the caller gets the task's TaskCancelledError.
   */
  async query<T extends Record<string, unknown>>(statement: Sql): Promise<T[]> {
    this.assertOpen();
    const queryId = randomUUID();
    const abort = new AbortController();
    return this.tasks.run(
      {
        action: 'eventStore:query',
        type: 'query',
        description: statement.text,
        cancel: () => {
          abort.abort();
          this.command(sql`KILL QUERY WHERE query_id = ${queryId} ASYNC`).catch(() => undefined);
        },
      },
      async ({ signal }) => {
        try {
          const result = await this.client.query({ query: statement.text, format: 'JSONEachRow', query_id: queryId, abort_signal: abort.signal });
          return await result.json<T>();
        } catch (err) {
          throw signal.aborted ? signal.reason : err;
        }
      },
    );
  }

  private async command(statement: Sql, settings?: ClickHouseSettings): Promise<void> {
    await this.client.command({ query: statement.text, clickhouse_settings: settings });
  }

  /** An ALTER … UPDATE/DELETE, awaited until ClickHouse has applied it to every part (mutations run in the background). */
  private async mutate(statement: Sql): Promise<void> {
    await this.command(statement);
    await this.mutationsDone();
  }

  private async mutationsDone(): Promise<void> {
    const deadline = Date.now() + MUTATION_TIMEOUT_MS;
    for (;;) {
      const [row] = await this.query<{ running: number }>(sql`SELECT count() AS running FROM system.mutations WHERE database = ${this.database} AND NOT is_done`);
      if (!Number(row?.running)) return;
      if (Date.now() > deadline) throw new Error('A ClickHouse mutation did not finish in time.');
      await new Promise((wake) => setTimeout(wake, 100));
    }
  }

  /** Assignments stored since `seconds` (server clock) by any process: folded into the index every poll. */
  private async assignmentsAddedSince(seconds: number) {
    const rows = await this.query<{ list: string; id: number; visitor_id: string; score: number }>(
      sql`SELECT list, id, visitor_id, max(score) AS score FROM list_assignments WHERE added >= toDateTime(${seconds}) GROUP BY list, id, visitor_id`,
    );
    return rows.map((r) => ({ list: r.list, id: Number(r.id), visitorId: r.visitor_id, score: Number(r.score) }));
  }

  /**
   * Folds in the assignments of the last seconds, so a visitor assigned by another process is
   * held here too (overlapping windows: folding is idempotent). Staleness ≤ the poll interval
   * plus that process's flush interval. Drops the settled parts when what they rest on changed.
   */
  private async pollAssignments() {
    if (this.closed) return;
    const [clock] = await this.query<{ now: number; started: number; rewrites: number }>(
      sql`SELECT toUnixTimestamp(now()) AS now, now - uptime() AS started, (SELECT count() FROM settled_rewrites) AS rewrites`,
    );
    const basis = { rewrites: Number(clock.rewrites), started: Number(clock.started) };
    const before = this.settledBasis;
    // `started` is whole seconds from two readings: a second either way is the same start.
    if (before && (basis.rewrites !== before.rewrites || Math.abs(basis.started - before.started) > 1)) this.settled.forget();
    this.settledBasis = basis;
    const since = this.polledUntil ?? Number(clock.now);
    this.assignments.appended(await this.assignmentsAddedSince(since - 2));
    this.polledUntil = Number(clock.now);
  }

  /** Inserts a batch: events, then assignments, each insert all or none. */
  private async insert({ events, assignments }: { events: EventRow[]; assignments: ListAssignment[] }, stored: { events: number; assignments: number }) {
    if (events.length) await this.client.insert({ table: 'events', values: events.map((r) => eventRecord(this.lists, r)), format: 'JSONEachRow' });
    stored.events = events.length;
    // Named columns: 18.16 fills a column left out of the list with its DEFAULT (added = now()), one left out of a JSON row with zero.
    if (assignments.length) await this.client.insert({ table: 'list_assignments', values: assignments.map(assignmentRecord), columns: ASSIGNMENT_COLUMNS, format: 'JSONEachRow' });
    stored.assignments = assignments.length;
  }

  /** The buffer owns the store's lifetime: it closes once the last flush is done. */
  private get closed(): boolean {
    return this.buffer.closed;
  }

  private assertOpen() {
    if (this.closed) throw new Error('The event store is closed.');
  }
}
