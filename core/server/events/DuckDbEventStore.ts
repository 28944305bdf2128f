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
import type { AudienceGrowthRow, EventRow } from './EventRow';
import type { EventStore, VisitorAudience } from './EventStore';
import { RollupMaintainer } from './RollupMaintainer';
import { VISITOR_KEY_SQL, visitorKey } from './visitorKey';

export interface DuckDbEventStoreOptions {
  /** Database file; ':memory:' for a throwaway store. */
  file: string;
  /** A flush is scheduled this long after the first row waits (live latency: a feed sees a hit within ~1 s). */
  flushIntervalMs?: number;
  /** A buffer this large is flushed at once. */
  flushRows?: number;
  /** Connections reads run on; DuckDB runs one query per connection at a time. */
  readConnections?: number;
  /** A timed flush that failed (its rows stay buffered for the next one). */
  onError?: (err: unknown) => void;
}

/**
 * The table layout. Rows arrive in time order and DuckDB keeps min/max per row group, so
 * `ts` (epoch ms, BIGINT: bucketing is integer arithmetic) prunes every time-ranged query
 * without an index. Strings repeat a lot (domain, device, browser …) and are
 * dictionary-compressed by DuckDB. `views` is a reserved word: no column is called that.
 * `vid` is the visitor id's integer key (visitorKey.ts): distinct users count it, not the string.
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS events (
    ts BIGINT NOT NULL, kind VARCHAR NOT NULL, event VARCHAR NOT NULL, label VARCHAR NOT NULL,
    domain VARCHAR NOT NULL, path VARCHAR NOT NULL, url VARCHAR NOT NULL, title VARCHAR NOT NULL,
    image VARCHAR NOT NULL, visitor_id VARCHAR NOT NULL, device VARCHAR NOT NULL, browser VARCHAR NOT NULL,
    os VARCHAR NOT NULL, referrer VARCHAR NOT NULL, referrer_type VARCHAR NOT NULL,
    channel_ids INTEGER[] NOT NULL, audience_ids INTEGER[] NOT NULL, vid UBIGINT)`,
  `CREATE TABLE IF NOT EXISTS audience_growth (
    ts BIGINT NOT NULL, audience_id INTEGER NOT NULL, visitor_id VARCHAR NOT NULL,
    domain VARCHAR NOT NULL, affinity DOUBLE NOT NULL)`,
];

const EVENT_TYPES: DuckDBType[] = [
  BIGINT, VARCHAR, VARCHAR, VARCHAR, VARCHAR, VARCHAR, VARCHAR, VARCHAR, VARCHAR,
  VARCHAR, VARCHAR, VARCHAR, VARCHAR, VARCHAR, VARCHAR, LIST(INTEGER), LIST(INTEGER), UBIGINT,
];
const GROWTH_TYPES: DuckDBType[] = [BIGINT, INTEGER, VARCHAR, VARCHAR, DOUBLE];

/**
 * Brings a file written by an earlier version up to SCHEMA: stores without `vid` get the
 * column, and every row without a key (old rows, bulk inserts that leave it out) is keyed.
 */
async function migrate(writer: DuckDBConnection) {
  const columns = await writer.runAndReadAll("SELECT column_name FROM information_schema.columns WHERE table_name = 'events' AND column_name = 'vid'");
  if (!columns.getRowObjectsJS().length) await writer.run('ALTER TABLE events ADD COLUMN vid UBIGINT');
  await writer.run(`UPDATE events SET vid = ${VISITOR_KEY_SQL} WHERE vid IS NULL`);
}

/** Idle stores still roll up the hours that settle (a flush also triggers it). */
const ROLLUP_EVERY_MS = 60_000;

/** DuckDB's vector size: a data chunk holds at most this many rows. */
const CHUNK_ROWS = 2048;

function eventColumns(rows: readonly EventRow[]): DuckDBValue[][] {
  return [
    rows.map((r) => BigInt(Math.trunc(r.ts))),
    rows.map((r) => r.kind),
    rows.map((r) => r.event),
    rows.map((r) => r.label),
    rows.map((r) => r.domain),
    rows.map((r) => r.path),
    rows.map((r) => r.url),
    rows.map((r) => r.title),
    rows.map((r) => r.image),
    rows.map((r) => r.visitorId),
    rows.map((r) => r.device),
    rows.map((r) => r.browser),
    rows.map((r) => r.os),
    rows.map((r) => r.referrer),
    rows.map((r) => r.referrerType),
    rows.map((r) => listValue(r.channelIds)),
    rows.map((r) => listValue(r.audienceIds)),
    rows.map((r) => visitorKey(r.visitorId)),
  ];
}

function growthColumns(rows: readonly AudienceGrowthRow[]): DuckDBValue[][] {
  return [
    rows.map((r) => BigInt(Math.trunc(r.ts))),
    rows.map((r) => r.audienceId),
    rows.map((r) => r.visitorId),
    rows.map((r) => r.domain),
    rows.map((r) => r.affinity),
  ];
}

/**
 * The embedded event store: DuckDB in one file. Appends wait in memory and are written in
 * data chunks through the appender — after `flushIntervalMs` once rows wait, at once when
 * `flushRows` wait, and on close — so a graceful stop loses nothing that was accepted.
 */
export class DuckDbEventStore implements EventStore {
  private pending: EventRow[] = [];
  private pendingGrowth: AudienceGrowthRow[] = [];
  /** See audienceIndex(): the loading promise, and the map that appends fold into meanwhile. */
  private growthIndex?: Promise<Map<string, Map<number, number>>>;
  private liveGrowthIndex?: Map<string, Map<number, number>>;
  private timer?: ReturnType<typeof setTimeout>;
  private readonly rollupTimer: ReturnType<typeof setInterval>;
  /** Writes (flushes, roll-up steps) run one after another on the writer; this is the tail of that chain. */
  private writing: Promise<void> = Promise.resolve();
  private catchingUp = false;
  private readonly listeners = new Set<() => void>();
  private nextReader = 0;
  private closed = false;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly writer: DuckDBConnection,
    private readonly eventAppender: DuckDBAppender,
    private readonly growthAppender: DuckDBAppender,
    private readonly readers: DuckDBConnection[],
    private readonly rollups: RollupMaintainer,
    private readonly flushIntervalMs: number,
    private readonly flushRows: number,
    private readonly onError: (err: unknown) => void,
  ) {
    this.rollupTimer = setInterval(() => this.catchUpRollups(), ROLLUP_EVERY_MS);
    this.rollupTimer.unref?.();
    this.catchUpRollups();
  }

  static async open(options: DuckDbEventStoreOptions): Promise<DuckDbEventStore> {
    if (options.file !== ':memory:') mkdirSync(path.dirname(options.file), { recursive: true });
    const instance = await DuckDBInstance.create(options.file);
    const writer = await instance.connect();
    for (const statement of SCHEMA) await writer.run(statement);
    await migrate(writer);
    const rollups = await RollupMaintainer.open(writer);
    const readers: DuckDBConnection[] = [];
    for (let i = 0; i < (options.readConnections ?? 4); i++) readers.push(await instance.connect());
    return new DuckDbEventStore(
      instance,
      writer,
      await writer.createAppender('events'),
      await writer.createAppender('audience_growth'),
      readers,
      rollups,
      options.flushIntervalMs ?? 250,
      options.flushRows ?? 10_000,
      options.onError ?? ((err) => console.error('event store flush failed', err)),
    );
  }

  append(rows: readonly EventRow[]): void {
    this.assertOpen();
    for (const row of rows) this.pending.push(row);
    this.schedule();
  }

  appendGrowth(rows: readonly AudienceGrowthRow[]): void {
    this.assertOpen();
    for (const row of rows) this.pendingGrowth.push(row);
    if (this.liveGrowthIndex) foldGrowth(this.liveGrowthIndex, rows);
    this.schedule();
  }

  async visitorAudiences(visitorIds: readonly string[]): Promise<Map<string, VisitorAudience[]>> {
    const index = await this.audienceIndex();
    const result = new Map<string, VisitorAudience[]>();
    for (const visitorId of visitorIds) {
      const audiences = index.get(visitorId);
      if (audiences) result.set(visitorId, [...audiences].map(([audienceId, affinity]) => ({ audienceId, affinity })));
    }
    return result;
  }

  /**
   * Visitor → audience → best affinity, in memory: ingest asks for every batch, and a DuckDB
   * round trip per batch would cap ingest at a few hundred requests/s. Built on first use from
   * the stored rows plus every row appended since (taking the max is idempotent, so a row
   * seen twice — buffered at build time and then flushed — changes nothing).
   */
  private audienceIndex(): Promise<Map<string, Map<number, number>>> {
    if (this.growthIndex) return this.growthIndex;
    const index = new Map<string, Map<number, number>>();
    this.liveGrowthIndex = index;
    foldGrowth(index, this.pendingGrowth);
    this.growthIndex = this.query<{ visitor_id: string; audience_id: number; affinity: number }>(
      'SELECT visitor_id, audience_id, max(affinity) AS affinity FROM audience_growth GROUP BY visitor_id, audience_id',
    ).then(
      (rows) => {
        for (const row of rows) foldGrowth(index, [{ visitorId: row.visitor_id, audienceId: row.audience_id, affinity: row.affinity }]);
        return index;
      },
      (err: unknown) => {
        this.growthIndex = undefined;
        this.liveGrowthIndex = undefined;
        throw err;
      },
    );
    return this.growthIndex;
  }

  async query<T extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    this.assertOpen();
    const reader = this.readers[this.nextReader++ % this.readers.length];
    const result = await reader.runAndReadAll(sql, params as DuckDBValue[]);
    return result.getRowObjectsJS().map((row) => {
      // Counts and sums come back as BigInt; every count here fits a double exactly.
      for (const key of Object.keys(row)) if (typeof row[key] === 'bigint') row[key] = Number(row[key]);
      return row as T;
    });
  }

  rolledUntil(): number {
    return this.rollups.until;
  }

  /** Deletes rows older than `ts` (the retention job); returns how many events went. */
  async deleteBefore(ts: number): Promise<number> {
    this.assertOpen();
    await this.flush();
    return this.write(async () => {
      const cutoff = BigInt(Math.trunc(ts));
      const deleted = await this.writer.runAndReadAll('DELETE FROM events WHERE ts < $1', [cutoff]);
      await this.writer.run('DELETE FROM audience_growth WHERE ts < $1', [cutoff]);
      await this.rollups.deletedBefore(ts);
      // Assignments may have gone: rebuild the index on next use.
      this.growthIndex = undefined;
      this.liveGrowthIndex = undefined;
      return Number(deleted.getRowObjectsJS()[0]?.Count ?? 0);
    });
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.write(() => this.writePending());
  }

  /** Queues a write behind the ones before it; a failed one does not block those after it. */
  private write<T>(task: () => Promise<T>): Promise<T> {
    const run = this.writing.then(task);
    this.writing = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /**
   * Rolls up the hours that have settled, one step (at most a day) per queued write so flushes
   * go on in between; a store opened on unrolled history catches up in the background.
   */
  private catchUpRollups() {
    if (this.catchingUp || this.closed || this.rollups.until >= RollupMaintainer.target()) return;
    this.catchingUp = true;
    const step = (): Promise<void> =>
      this.write(() => (this.closed ? Promise.resolve(false) : this.rollups.catchUp())).then((more) => (more && !this.closed ? step() : undefined));
    step()
      .catch(this.onError)
      .finally(() => {
        this.catchingUp = false;
      });
  }

  onFlush(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.rollupTimer);
    await this.flush();
    this.closed = true;
    // A roll-up step already queued finishes first.
    await this.writing;
    this.eventAppender.closeSync();
    this.growthAppender.closeSync();
    for (const reader of this.readers) reader.closeSync();
    this.writer.closeSync();
    this.instance.closeSync();
  }

  private schedule() {
    if (this.pending.length + this.pendingGrowth.length >= this.flushRows) this.flush().catch(this.onError);
    else this.timer ??= setTimeout(() => this.flush().catch(this.onError), this.flushIntervalMs);
  }

  private async writePending() {
    const rows = this.pending;
    const growth = this.pendingGrowth;
    if (!rows.length && !growth.length) return;
    this.pending = [];
    this.pendingGrowth = [];
    try {
      appendChunks(this.eventAppender, EVENT_TYPES, eventColumns, rows);
      appendChunks(this.growthAppender, GROWTH_TYPES, growthColumns, growth);
    } catch (err) {
      // Keep the rows for the next attempt rather than dropping accepted data.
      this.pending = rows.concat(this.pending);
      this.pendingGrowth = growth.concat(this.pendingGrowth);
      throw err;
    }
    // The rows are stored; a roll-up that failed is redone by the next catch-up (see appended).
    await this.rollups.appended(rows.map((r) => r.ts)).catch(this.onError);
    for (const listener of this.listeners) listener();
    this.catchUpRollups();
  }

  private assertOpen() {
    if (this.closed) throw new Error('The event store is closed.');
  }
}

function foldGrowth(index: Map<string, Map<number, number>>, rows: readonly Pick<AudienceGrowthRow, 'visitorId' | 'audienceId' | 'affinity'>[]) {
  for (const row of rows) {
    let audiences = index.get(row.visitorId);
    if (!audiences) index.set(row.visitorId, (audiences = new Map()));
    audiences.set(row.audienceId, Math.max(row.affinity, audiences.get(row.audienceId) ?? 0));
  }
}

function appendChunks<R>(appender: DuckDBAppender, types: DuckDBType[], columnsOf: (rows: readonly R[]) => DuckDBValue[][], rows: readonly R[]) {
  if (!rows.length) return;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const slice = rows.slice(start, start + CHUNK_ROWS);
    const chunk = DuckDBDataChunk.create(types, slice.length);
    chunk.setColumns(columnsOf(slice));
    appender.appendDataChunk(chunk);
  }
  appender.flushSync();
}
