import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  BIGINT,
  DOUBLE,
  DuckDBDataChunk,
  DuckDBInstance,
  INTEGER,
  LIST,
  listValue,
  UBIGINT,
  VARCHAR,
  type DuckDBAppender,
  type DuckDBConnection,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { EventRow, ListAssignment } from '../EventRow';
import type { AssignmentQuery, EventCountRow, EventListDeclaration, EventMeasure, EventQuery, PastAssignmentQuery, PastMatchQuery, VisitorsOfIdsQuery } from '../EventQuery';
import type { EventStore, EventStoreHealth, HeldId } from '../EventStore';
import { settledCacheOf } from '../SettledQueryCache';
import { AssignmentIndex } from '../AssignmentIndex';
import { countEvents } from './countEvents';
import { countVisitorsOfIds } from './countVisitorsOfIds';
import type { DuckDbReader } from './DuckDbReader';
import { EventLists, listColumn } from '../eventColumns';
import { eventFilterWhere } from './eventFilterSql';
import { forgetSettledParts } from './groupedCounts';
import { countPastListMatches, daysOf, firstListMatches, holdersRewrite, holdersTable } from './pastAssignment';
import { firstKnownMatches, isListMatching, type FirstMatch } from '../pastMatching';
import { RollupMaintainer } from './RollupMaintainer';
import { DAY_MS, rollupsOf, type Rollup } from '../rollups';
import { VISITOR_KEY_SQL, visitorKey } from './visitorKey';
import { LiveWindow, type LiveInput } from '../live/LiveWindow';
import { Tasks } from '../../tasks/Tasks';
import { WriteBuffer } from '../WriteBuffer';

export interface DuckDbEventStoreOptions {
  /** Database file; ':memory:' for a throwaway store. */
  file: string;
  /** A flush is scheduled this long after the first row waits (live latency: a feed sees a hit within ~1 s). */
  flushIntervalMs?: number;
  /** A buffer this large is flushed at once. */
  flushRows?: number;
  /** Connections reads run on; DuckDB runs one query per connection at a time. */
  readConnections?: number;
  /** How far back the live window counts committed rows in memory (the realtime cards read the last 5 minutes). */
  liveWindowMs?: number;
  /** Writes started failing (reported once; the rows stay buffered and are retried), or a roll-up step failed. */
  onError?: (err: unknown) => void;
  /** A write succeeded after writes had failed: appends are accepted again. */
  onRecovered?: () => void;
  /** The id lists enabled plugins add to event rows (EventRow.lists). */
  lists?: readonly EventListDeclaration[];
  /** The server's task registry: reads, roll-up catch-ups and past assignments run as tasks the admin can kill. */
  tasks?: Tasks;
}

/**
 * The table layout. Rows arrive in time order and DuckDB keeps min/max per row group, so
 * `ts` (epoch ms, BIGINT: bucketing is integer arithmetic) prunes every time-ranged query
 * without an index. Strings repeat a lot (domain, device, browser …) and are
 * dictionary-compressed by DuckDB. `views` is a reserved word: no column is called that.
 * `vid` is the visitor id's integer key (visitorKey.ts): distinct users count it, not the string.
 * Each declared id list adds a column `<name>_ids INTEGER[]` (BIGINT[] for wideIds, see migrate).
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS events (
    ts BIGINT NOT NULL, kind VARCHAR NOT NULL, event VARCHAR NOT NULL, label VARCHAR NOT NULL,
    domain VARCHAR NOT NULL, path VARCHAR NOT NULL, url VARCHAR NOT NULL, title VARCHAR NOT NULL,
    image VARCHAR NOT NULL, visitor_id VARCHAR NOT NULL, device VARCHAR NOT NULL, browser VARCHAR NOT NULL,
    os VARCHAR NOT NULL, referrer VARCHAR NOT NULL, referrer_type VARCHAR NOT NULL, vid UBIGINT)`,
  `CREATE TABLE IF NOT EXISTS list_assignments (
    ts BIGINT NOT NULL, list VARCHAR NOT NULL, id INTEGER NOT NULL, visitor_id VARCHAR NOT NULL,
    domain VARCHAR NOT NULL, score DOUBLE NOT NULL, vid UBIGINT)`,
];

type ColumnValues = (rows: readonly EventRow[]) => DuckDBValue[];

/** How each fixed column is written; list columns write EventRow.lists. */
const FIXED_COLUMNS: Record<string, { type: DuckDBType; values: ColumnValues }> = {
  ts: { type: BIGINT, values: (rows) => rows.map((r) => BigInt(Math.trunc(r.ts))) },
  kind: { type: VARCHAR, values: (rows) => rows.map((r) => r.kind) },
  event: { type: VARCHAR, values: (rows) => rows.map((r) => r.event) },
  label: { type: VARCHAR, values: (rows) => rows.map((r) => r.label) },
  domain: { type: VARCHAR, values: (rows) => rows.map((r) => r.domain) },
  path: { type: VARCHAR, values: (rows) => rows.map((r) => r.path) },
  url: { type: VARCHAR, values: (rows) => rows.map((r) => r.url) },
  title: { type: VARCHAR, values: (rows) => rows.map((r) => r.title) },
  image: { type: VARCHAR, values: (rows) => rows.map((r) => r.image) },
  visitor_id: { type: VARCHAR, values: (rows) => rows.map((r) => r.visitorId) },
  device: { type: VARCHAR, values: (rows) => rows.map((r) => r.device) },
  browser: { type: VARCHAR, values: (rows) => rows.map((r) => r.browser) },
  os: { type: VARCHAR, values: (rows) => rows.map((r) => r.os) },
  referrer: { type: VARCHAR, values: (rows) => rows.map((r) => r.referrer) },
  referrer_type: { type: VARCHAR, values: (rows) => rows.map((r) => r.referrerType) },
  // A tracker batch is one visitor's: hashed once.
  vid: {
    type: UBIGINT,
    values: (rows) => {
      const keys = new Map<string, bigint>();
      return rows.map((r) => keys.get(r.visitorId) ?? keys.set(r.visitorId, visitorKey(r.visitorId)).get(r.visitorId)!);
    },
  },
};

/** The appender's layout: one writer per column of the table, in its order (files of older versions differ). */
interface EventLayout {
  types: DuckDBType[];
  columns: (rows: readonly EventRow[]) => DuckDBValue[][];
}

/** A column of the events table and its type as DuckDB names it (`INTEGER[]`). */
interface TableColumn {
  name: string;
  type: string;
}

function eventLayout(tableColumns: readonly TableColumn[], lists: EventLists): EventLayout {
  const declared = new Map(lists.declared.map((list) => [listColumn(list.name), list.name]));
  const writers = tableColumns.map(({ name: column, type }): { type: DuckDBType; values: ColumnValues } => {
    const fixed = FIXED_COLUMNS[column];
    if (fixed) return fixed;
    const name = declared.get(column);
    const wide = type === 'BIGINT[]';
    // A list no enabled plugin declares any more keeps its column; new rows hold no ids there.
    if (name === undefined) return { type: LIST(wide ? BIGINT : INTEGER), values: (rows) => rows.map(() => listValue([])) };
    if (wide) return { type: LIST(BIGINT), values: (rows) => rows.map((r) => listValue((r.lists[name] ?? []).map((id) => BigInt(id)))) };
    return { type: LIST(INTEGER), values: (rows) => rows.map((r) => listValue([...(r.lists[name] ?? [])])) };
  });
  return { types: writers.map((w) => w.type), columns: (rows) => writers.map((w) => w.values(rows)) };
}

const ASSIGNMENT_TYPES: DuckDBType[] = [BIGINT, VARCHAR, INTEGER, VARCHAR, VARCHAR, DOUBLE, UBIGINT];

/**
 * Brings a file written by an earlier version up to SCHEMA: stores without `vid` get the
 * column, and every row without a key (old rows, bulk inserts that leave it out) is keyed;
 * every declared list gets its column; audience growth rows become assignments of the
 * audience list; assignments get the visitor key `vid` as events did; a new scored list is filled
 * from the assignments; a list declared wideIds widens its column (its roll-ups, derived data, go
 * and are made again). Returns the events table's columns in order.
 */
async function migrate(writer: DuckDBConnection, lists: EventLists): Promise<TableColumn[]> {
  const growth = await writer.runAndReadAll("SELECT 1 FROM information_schema.tables WHERE table_name = 'audience_growth'");
  if (growth.getRowObjectsJS().length) {
    await writer.run("INSERT INTO list_assignments (ts, list, id, visitor_id, domain, score) SELECT ts, 'audience', audience_id, visitor_id, domain, affinity FROM audience_growth");
    await writer.run('DROP TABLE audience_growth');
  }
  await writer.run('ALTER TABLE events ADD COLUMN IF NOT EXISTS vid UBIGINT');
  await writer.run(`UPDATE events SET vid = ${VISITOR_KEY_SQL} WHERE vid IS NULL`);
  // Assignments carry the key too: a new scored list is filled by joining them to the events' visitors.
  await writer.run('ALTER TABLE list_assignments ADD COLUMN IF NOT EXISTS vid UBIGINT');
  await writer.run(`UPDATE list_assignments SET vid = ${VISITOR_KEY_SQL} WHERE vid IS NULL`);
  const eventColumns = async (): Promise<TableColumn[]> =>
    (await writer.runAndReadAll("SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'events' ORDER BY ordinal_position"))
      .getRowObjectsJS()
      .map((r) => ({ name: String(r.column_name), type: String(r.data_type) }));
  const before = new Map((await eventColumns()).map((c) => [c.name, c.type]));
  for (const column of lists.columns()) {
    const type = `${lists.idType(column)}[]`;
    await writer.run(`ALTER TABLE events ADD COLUMN IF NOT EXISTS ${column} ${type} DEFAULT []`);
    if (before.has(column) && before.get(column) !== type && type === 'BIGINT[]') await widenList(writer, column);
  }
  for (const list of lists.declared) if (list.scoredFrom && !before.has(listColumn(list.name))) await fillScoredList(writer, list.name, list.scoredFrom);
  return eventColumns();
}

/** A list now declared wideIds: its ids become BIGINT; the roll-ups, whose tables keep the old type, are made again (RollupMaintainer.open). */
async function widenList(writer: DuckDBConnection, column: string) {
  await writer.run(`ALTER TABLE events ALTER COLUMN ${column} TYPE BIGINT[]`);
  const rollups = (await writer.runAndReadAll("SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'rollup\\_%' ESCAPE '\\'")).getRowObjectsJS();
  for (const { table_name: table } of rollups) await writer.run(`DROP TABLE ${String(table)}`);
}

/**
 * A scored list new to this store (EventListDeclaration.scoredFrom) for the rows it holds: the
 * ids of the other list whose visitor's best assignment score reaches `minScore`, sorted as the
 * ingest writes lists. New rows get it from the plugin's ingest.
 */
async function fillScoredList(writer: DuckDBConnection, name: string, scoredFrom: { list: string; minScore: number }) {
  await writer.run(
    `UPDATE events SET ${listColumn(name)} = scored.ids FROM (
      SELECT e.row_id, list_sort(list(e.id)) AS ids
      FROM (SELECT rowid AS row_id, vid, unnest(${listColumn(scoredFrom.list)}) AS id FROM events) e
      JOIN (SELECT id, vid FROM list_assignments WHERE list = $1 GROUP BY id, vid HAVING max(score) >= $2) a ON a.id = e.id AND a.vid = e.vid
      GROUP BY e.row_id) scored
    WHERE events.rowid = scored.row_id`,
    [scoredFrom.list, scoredFrom.minScore],
  );
}

/** Idle stores still roll up the hours that settle (a flush also triggers it). */
const ROLLUP_EVERY_MS = 60_000;

/** The live window's reach by default: the realtime cards' 5 minutes, and room for a late feed. */
const LIVE_WINDOW_MS = 10 * 60_000;

/** DuckDB's vector size: a data chunk holds at most this many rows. */
const CHUNK_ROWS = 2048;
/** Rows per commit: below the 100 chunks at which DuckDB's appender commits on its own, so each commit is all or none. */
const COMMIT_ROWS = 50 * CHUNK_ROWS;

function assignmentColumns(rows: readonly ListAssignment[]): DuckDBValue[][] {
  return [
    rows.map((r) => BigInt(Math.trunc(r.ts))),
    rows.map((r) => r.list),
    rows.map((r) => r.id),
    rows.map((r) => r.visitorId),
    rows.map((r) => r.domain),
    rows.map((r) => r.score),
    rows.map((r) => visitorKey(r.visitorId)),
  ];
}

/**
 * The embedded event store: DuckDB in one file. Appends wait in memory and are written in
 * data chunks through the appender — after `flushIntervalMs` once rows wait, at once when
 * `flushRows` wait, and on close — so a graceful stop loses nothing that was accepted.
 * While commits fail (a full disk) it refuses appends (EventStoreUnavailableError) and retries
 * the rows it holds (WriteBuffer): memory stays bounded and nothing refused was promised.
 */
export class DuckDbEventStore implements EventStore, DuckDbReader {
  /** Appends wait here; every write (flushes, roll-up steps) runs on its chain, one after another on the writer. */
  private readonly buffer: WriteBuffer<{ events: EventRow; assignments: ListAssignment }>;
  private readonly assignments = new AssignmentIndex(
    () =>
      this.query<{ list: string; id: number; visitor_id: string; score: number }>('SELECT list, id, visitor_id, max(score) AS score FROM list_assignments GROUP BY ALL').then((rows) =>
        rows.map((r) => ({ list: r.list, id: r.id, visitorId: r.visitor_id, score: r.score })),
      ),
    () => this.buffer.waiting('assignments'),
  );
  private readonly rollupTimer: ReturnType<typeof setInterval>;
  private catchingUp = false;
  /** Read connections free now: a read holds one for its whole run, so killing it interrupts that read alone. */
  private readonly idleReaders: DuckDBConnection[];
  private readonly readerWaiters: { wake: () => void; signal: AbortSignal }[] = [];
  /** Reads under way: close() interrupts and awaits them before it closes their connections. */
  private readonly reading = new Set<Promise<unknown>>();
  /**
   * Counts of the last minutes in memory, filled from the table at the first query (a store
   * nobody reads, as under a pure ingest load, spends nothing on it); SQL answers meanwhile.
   */
  private live?: LiveWindow;
  private livePrimed = false;
  /** Past assignments run so far: names their holders' temporary tables apart. */
  private pastAssignments = 0;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly writer: DuckDBConnection,
    private readonly eventAppender: DuckDBAppender,
    private readonly assignmentAppender: DuckDBAppender,
    private readonly readers: DuckDBConnection[],
    private readonly maintainer: RollupMaintainer,
    readonly rollups: readonly Rollup[],
    readonly lists: EventLists,
    private readonly layout: EventLayout,
    flushIntervalMs: number,
    flushRows: number,
    private readonly liveWindowMs: number,
    private readonly onError: (err: unknown) => void,
    onRecovered: () => void,
    private readonly tasks: Tasks,
  ) {
    this.buffer = new WriteBuffer(['events', 'assignments'], {
      flushIntervalMs,
      flushRows,
      insert: (batch, stored) => this.insert(batch, stored),
      inserted: (batch) => this.inserted(batch.events),
      onError,
      onRecovered,
    });
    this.idleReaders = [...readers];
    this.rollupTimer = setInterval(() => this.catchUpRollups(), ROLLUP_EVERY_MS);
    this.rollupTimer.unref?.();
    this.catchUpRollups();
  }

  static async open(options: DuckDbEventStoreOptions): Promise<DuckDbEventStore> {
    if (options.file !== ':memory:') mkdirSync(path.dirname(options.file), { recursive: true });
    const instance = await DuckDBInstance.create(options.file);
    const writer = await instance.connect();
    for (const statement of SCHEMA) await writer.run(statement);
    const lists = new EventLists(options.lists ?? []);
    const layout = eventLayout(await migrate(writer, lists), lists);
    const rollups = rollupsOf(lists);
    const maintainer = await RollupMaintainer.open(writer, rollups);
    // DuckDB 1.5 cannot replay an `ADD COLUMN … DEFAULT` from its WAL (duckdb/duckdb#18259): a
    // crash before the next checkpoint would leave a file no one can open. Write the schema now.
    await writer.run('CHECKPOINT');
    const readers: DuckDBConnection[] = [];
    for (let i = 0; i < (options.readConnections ?? 4); i++) readers.push(await instance.connect());
    return new DuckDbEventStore(
      instance,
      writer,
      await writer.createAppender('events'),
      await writer.createAppender('list_assignments'),
      readers,
      maintainer,
      rollups,
      lists,
      layout,
      options.flushIntervalMs ?? 250,
      options.flushRows ?? 10_000,
      options.liveWindowMs ?? LIVE_WINDOW_MS,
      options.onError ?? ((err) => console.error('event store write failed', err)),
      options.onRecovered ?? (() => undefined),
      options.tasks ?? new Tasks('local'),
    );
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

  count<M extends Record<string, EventMeasure | undefined>>(query: EventQuery<M>): Promise<EventCountRow<M>[]> {
    this.assertOpen();
    if (!this.livePrimed) this.primeLive();
    const counted = this.live?.answer(query);
    return counted ? Promise.resolve(counted) : countEvents(this, query);
  }

  countVisitorsOfIds(query: VisitorsOfIdsQuery): Promise<number> {
    this.assertOpen();
    return countVisitorsOfIds(this, query);
  }

  async countPastMatches(query: PastMatchQuery): Promise<number> {
    this.assertOpen();
    await this.flush();
    const { matching, notHolding } = query;
    if (isListMatching(matching)) return countPastListMatches(this, { ...query, matching });
    const matches = firstKnownMatches(matching.visitors, query.range);
    return (notHolding ? await this.newlyHeld(notHolding, matches) : matches).length;
  }

  assignPast(query: PastAssignmentQuery, onProgress: (share: number) => void = () => undefined): Promise<number> {
    this.assertWritable();
    const description = `Assigns the past matches of a rule to ${query.list} ${query.id}`;
    return this.tasks.run({ action: 'eventStore:assignPast', type: 'assignment', description }, ({ signal }) => this.assignPastSteps(query, onProgress, signal));
  }

  /** assignPast's work; a kill stops it between steps (the assignments written so far stay: a rerun adds the rest). */
  private async assignPastSteps(query: PastAssignmentQuery, onProgress: (share: number) => void, signal: AbortSignal): Promise<number> {
    await this.flush();
    const { matching } = query;
    const days = daysOf(query.range);
    // The first half finds (a day per read), the second rewrites the days from the first match to today.
    const first = new Map<string, FirstMatch>();
    if (isListMatching(matching)) {
      for (const [i, day] of days.entries()) {
        signal.throwIfAborted();
        for (const match of await firstListMatches(this, matching, day)) if (!first.has(match.visitorId)) first.set(match.visitorId, match);
        onProgress((0.5 * (i + 1)) / days.length);
      }
    } else {
      for (const match of firstKnownMatches(matching.visitors, query.range)) first.set(match.visitorId, match);
    }
    const added = await this.newlyHeld(query, [...first.values()]);
    if (added.length) {
      this.appendAssignments(added.map((m) => ({ ts: m.ts, list: query.list, id: query.id, visitorId: m.visitorId, domain: m.domain, score: query.score })));
      // Not Math.min(...): a rule may add millions of visitors, more arguments than a call takes.
      const rewrite = daysOf({ from: added.reduce((first, m) => Math.min(first, m.ts), Infinity), to: Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS });
      const holders = `past_holders_${++this.pastAssignments}`;
      const changed = [query.list, ...this.lists.scoredFrom(query.list).map((l) => l.name)].map(listColumn);
      await this.buffer.write(async () => {
        // The new assignments (and rows buffered meanwhile) are stored before their holders are read.
        await this.buffer.writePending();
        const { sql, params } = holdersTable(holders, query.list, query.id);
        await this.writer.run(sql, params as DuckDBValue[]);
      });
      try {
        for (const [i, day] of rewrite.entries()) {
          signal.throwIfAborted();
          await this.buffer.write(async () => {
            // Rows enriched before the assignments were appended may reach the buffer after the holders were read.
            await this.buffer.writePending();
            const { sql, params } = holdersRewrite(this.lists, holders, query.list, query.id, day);
            await this.writer.run(sql, params as DuckDBValue[]);
            await this.maintainer.rewritten(day.from, day.to, changed);
          });
          onProgress(0.5 + (0.5 * (i + 1)) / rewrite.length);
        }
      } finally {
        await this.buffer.write(() => this.writer.run(`DROP TABLE IF EXISTS ${holders}`));
      }
      settledCacheOf(this).clear();
      forgetSettledParts(this);
      this.buffer.notify();
    }
    onProgress(1);
    return added.length;
  }

  /** The matches whose visitor does not hold `id` of `list` yet. */
  private async newlyHeld({ list, id }: { list: string; id: number }, matches: readonly FirstMatch[]): Promise<FirstMatch[]> {
    const held = await this.assignments.held(list, matches.map((m) => m.visitorId));
    return matches.filter((m) => !held.get(m.visitorId)?.some((h) => h.id === id));
  }

  /** Reads the window's rows in a write slot, so no flush commits rows between the read and the next add. */
  private primeLive() {
    this.livePrimed = true;
    this.buffer.write(async () => {
      const from = Date.now() - this.liveWindowMs;
      const rows = await this.query<LiveInput>(
        'SELECT ts, kind, domain, path, visitor_id AS "visitorId", device, browser, os, referrer, referrer_type AS "referrerType", title, image FROM events WHERE ts >= $1 ORDER BY ts',
        [BigInt(from)],
      );
      const live = new LiveWindow(this.liveWindowMs, from);
      live.add(rows);
      this.live = live;
    }).catch(this.onError);
  }

  countAssignments(query: AssignmentQuery): Promise<{ bucket: number; visitors: number }[]> {
    this.assertOpen();
    const where = eventFilterWhere({ domain: query.domain }, query.range, this.lists);
    where.and(`list = ${where.param(query.list)} AND id = ${where.param(query.id)}`);
    const bucket = where.param(BigInt(query.bucketMs));
    return this.query(`SELECT (ts // ${bucket}) * ${bucket} AS bucket, count(DISTINCT visitor_id) AS visitors FROM list_assignments ${where.sql} GROUP BY bucket`, where.params);
  }

  async hasEvents(): Promise<boolean> {
    const [row] = await this.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM events) AS present');
    return row.present;
  }

  /**
   * A read query in DuckDB's SQL with positional parameters ($1, $2 …): the store's compilers and
   * tests only. It runs as a task on a read connection of its own: a kill interrupts it in DuckDB
   * (memory freed at once) and it rejects with TaskCancelledError.
   */
  async query<T extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    this.assertOpen();
    let held: DuckDBConnection | undefined;
    const result = await this.tasks.run({ action: 'eventStore:query', type: 'query', description: sql, cancel: () => held?.interrupt() }, async ({ signal }) => {
      const reader = await this.reader(signal);
      held = reader;
      const read = reader.runAndReadAll(sql, params as DuckDBValue[]);
      this.reading.add(read);
      try {
        return await read;
      } catch (err) {
        throw signal.aborted ? signal.reason : err;
      } finally {
        held = undefined;
        this.reading.delete(read);
        this.releaseReader(reader);
      }
    });
    return result.getRowObjectsJS().map((row) => {
      // Counts and sums come back as BigInt; every count here fits a double exactly.
      for (const key of Object.keys(row)) if (typeof row[key] === 'bigint') row[key] = Number(row[key]);
      return row as T;
    });
  }

  /** A free read connection, once one is free; rejects when `signal` aborts first. */
  private async reader(signal: AbortSignal): Promise<DuckDBConnection> {
    for (;;) {
      signal.throwIfAborted();
      const reader = this.idleReaders.pop();
      if (reader) return reader;
      await new Promise<void>((wake) => {
        this.readerWaiters.push({ wake, signal });
        signal.addEventListener('abort', () => wake(), { once: true });
      });
    }
  }

  private releaseReader(reader: DuckDBConnection) {
    this.idleReaders.push(reader);
    // A waiter whose read was killed meanwhile is gone already: wake the next one.
    let waiter = this.readerWaiters.shift();
    while (waiter?.signal.aborted) waiter = this.readerWaiters.shift();
    waiter?.wake();
  }

  rolledUntil(): number {
    return this.maintainer.until;
  }

  /** Deletes rows older than `ts` (the retention job); returns how many events went. */
  async deleteBefore(ts: number): Promise<number> {
    this.assertOpen();
    await this.flush();
    return this.buffer.write(async () => {
      const cutoff = BigInt(Math.trunc(ts));
      const deleted = await this.writer.runAndReadAll('DELETE FROM events WHERE ts < $1', [cutoff]);
      await this.writer.run('DELETE FROM list_assignments WHERE ts < $1', [cutoff]);
      await this.maintainer.deletedBefore(ts);
      this.live?.forgetBefore(ts);
      this.assignments.reset();
      // Settled hours' counts kept in memory included the deleted rows.
      settledCacheOf(this).clear();
      forgetSettledParts(this);
      return Number(deleted.getRowObjectsJS()[0]?.Count ?? 0);
    });
  }

  async heldIds(list: string): Promise<number[]> {
    const rows = await this.query<{ id: number }>('SELECT DISTINCT id FROM list_assignments WHERE list = $1 ORDER BY id', [list]);
    return rows.map((row) => row.id);
  }

  async deleteAssignments(list: string, ids: readonly number[]): Promise<number> {
    this.assertOpen();
    if (!ids.length) return 0;
    await this.flush();
    return this.buffer.write(async () => {
      const deleted = await this.writer.runAndReadAll('DELETE FROM list_assignments WHERE list = $1 AND list_contains($2::INTEGER[], id)', [list, listValue([...ids])]);
      this.assignments.reset();
      return Number(deleted.getRowObjectsJS()[0]?.Count ?? 0);
    });
  }

  forgetVisitors(): void {
    this.assignments.reset();
  }

  async optimize(): Promise<{ rolledUntil: number }> {
    this.assertOpen();
    await this.flush();
    while (await this.buffer.write(() => (this.closed ? Promise.resolve(false) : this.maintainer.catchUp())));
    // Folds the WAL into the file and lets DuckDB reuse the blocks of deleted rows.
    await this.buffer.write(() => this.writer.run('CHECKPOINT'));
    return { rolledUntil: this.maintainer.until };
  }

  async health(): Promise<EventStoreHealth> {
    this.assertOpen();
    const [[rows], [size]] = await Promise.all([
      this.query<{ events: number; assignments: number }>('SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM list_assignments) AS assignments'),
      this.query<{ used_blocks: number; block_size: number }>('PRAGMA database_size'),
    ]);
    const rolledUntil = this.maintainer.until;
    return {
      ...rows,
      bytes: size.used_blocks * size.block_size,
      buffered: this.buffer.size,
      rolledUntil,
      rollupLagMs: Math.max(0, RollupMaintainer.target() - rolledUntil),
    };
  }

  flush(): Promise<void> {
    return this.buffer.flush();
  }

  /**
   * Rolls up the hours that have settled, one step (at most a day) per queued write so flushes
   * go on in between; a store opened on unrolled history catches up in the background.
   */
  private catchUpRollups() {
    if (this.catchingUp || this.closed || this.maintainer.until >= RollupMaintainer.target()) return;
    this.catchingUp = true;
    // A kill stops it after the step under way; the next catch-up (a minute on) goes on from there.
    this.tasks
      .run({ action: 'eventStore:rollup', type: 'rollup', description: 'Rolls up the hours that have settled' }, async ({ signal }) => {
        while (!signal.aborted && (await this.buffer.write(() => (this.closed ? Promise.resolve(false) : this.maintainer.catchUp()))));
      })
      .catch(this.onError)
      .finally(() => {
        this.catchingUp = false;
      });
  }

  onFlush(listener: () => void): () => void {
    return this.buffer.onFlush(listener);
  }

  /** Flushes and closes; a flush that fails (a full disk) is reported after the files are closed. */
  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.rollupTimer);
    try {
      // A roll-up step already queued finishes first.
      await this.buffer.close();
    } finally {
      // A read still running (a feed the hub stopped mid-computation) is interrupted and awaited:
      // DuckDB closing a connection under a running query deadlocks its worker thread, and the
      // process then never exits.
      for (const reader of this.readers) reader.interrupt();
      await Promise.allSettled([...this.reading]);
      this.eventAppender.closeSync();
      this.assignmentAppender.closeSync();
      for (const reader of this.readers) reader.closeSync();
      this.writer.closeSync();
      this.instance.closeSync();
    }
  }

  /**
   * Commits a batch, events then assignments, in commits of COMMIT_ROWS: a failed commit leaves
   * the rows before it stored, and the buffer keeps the rest.
   */
  private insert({ events, assignments }: { events: EventRow[]; assignments: ListAssignment[] }, stored: { events: number; assignments: number }) {
    const appended = appendChunks(this.eventAppender, this.layout.types, this.layout.columns, events);
    stored.events = appended.committed;
    if (appended.error !== undefined) throw appended.error;
    const assigned = appendChunks(this.assignmentAppender, ASSIGNMENT_TYPES, assignmentColumns, assignments);
    stored.assignments = assigned.committed;
    if (assigned.error !== undefined) throw assigned.error;
  }

  /** Committed rows enter the live window and the roll-ups before flush listeners hear of them. */
  private async inserted(events: readonly EventRow[]) {
    this.live?.add(events);
    // The rows are stored; a roll-up that failed is redone by the next catch-up (see appended).
    await this.maintainer.appended(events.map((r) => r.ts)).catch(this.onError);
    this.catchUpRollups();
  }

  /** The buffer owns the store's lifetime: it closes once the last flush is done. */
  private get closed(): boolean {
    return this.buffer.closed;
  }

  private assertOpen() {
    if (this.closed) throw new Error('The event store is closed.');
  }
}

/**
 * Appends rows and commits them in batches of COMMIT_ROWS, each all or none; returns how many
 * were committed before a failure, and the error. A failed commit (no space left) leaves its
 * rows in the appender, which would write them again with the next commit: they are cleared.
 */
function appendChunks<R>(
  appender: DuckDBAppender,
  types: DuckDBType[],
  columnsOf: (rows: readonly R[]) => DuckDBValue[][],
  rows: readonly R[],
): { committed: number; error?: unknown } {
  let committed = 0;
  try {
    while (committed < rows.length) {
      const end = Math.min(committed + COMMIT_ROWS, rows.length);
      for (let start = committed; start < end; start += CHUNK_ROWS) {
        const slice = rows.slice(start, Math.min(start + CHUNK_ROWS, end));
        const chunk = DuckDBDataChunk.create(types, slice.length);
        chunk.setColumns(columnsOf(slice));
        appender.appendDataChunk(chunk);
      }
      appender.flushSync();
      committed = end;
    }
    return { committed };
  } catch (error) {
    appender.clear();
    return { committed, error };
  }
}
