import type { ClickHouseSettings } from '@clickhouse/client';
import { randomBytes } from 'node:crypto';
import { SettledQueryCache } from '../SettledQueryCache';
import type { TimeRange } from '../TimeRange';
import { ident, join, sql, type Sql } from './sql';

type Row = Record<string, unknown>;

/** One count split at a settled hour (settledSplit), for SettledParts.count. */
export interface PartRequest {
  /** Everything but the range that shapes the rows: keys the part kept. */
  key: string;
  range: TimeRange;
  split: number;
  /** Group columns g0…g{groups-1}; with users, the pairs' visitor (`vid`) is column g{groups}. */
  groups: number;
  /** The measures of each row, columns m_<name>, and how rows combine them. */
  measures: [name: string, merge: 'sum' | 'max'][];
  /** Measures that count distinct visitors: the pairs per group. None: the part keeps its rows only. */
  users: string[];
  /** SELECT g0…, m_… over `range`: one row per (group…, visitor) when users are counted, else per group. */
  rows: (range: TimeRange) => Sql;
}

interface Part {
  split: number;
  /** The pairs' table, when users are counted. */
  table?: Sql;
  rows: Promise<Row[]>;
  used: number;
  born: number;
}

/** A part not asked for this long is dropped with its table. */
const UNUSED_TTL_MS = 2 * 3_600_000;
/** A part not extended for this long is counted anew (a new table): a table older than ORPHAN_AGE_S belongs to a process that is gone. */
const MAX_AGE_MS = 6 * 3_600_000;
const ORPHAN_AGE_S = 7 * 3600;
/** Parts kept per store (each table a few million pairs over 45 days of a busy site). */
const PARTS = 48;
/** A replaced or evicted table is dropped this much later: calls still reading it finish first. */
const DROP_DELAY_MS = 120_000;
/** Creating a table of LowCardinality columns (groups by device, domain…) needs this on 18.16. */
const CREATE_SETTINGS = { allow_experimental_low_cardinality_type: 1 } as const;

const columns = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ident(`${prefix}${i}`));
const groupClause = (groups: Sql[]) => (groups.length ? sql`GROUP BY ${join(groups)}` : sql``);

/**
 * The settled parts of ClickHouse counts, kept per process as DuckDB's groupedCounts keeps them:
 * a range splits at its last settled whole hour, and the settled part's rows per group stay in
 * memory here; each call adds the open part's. When users are counted, the part's distinct
 * (group…, visitor) pairs also live in a Memory table on the server, and the open part's visitors
 * count in a group only if that table has no pair of theirs there — a probe of the table instead
 * of a scan of 45 days of events. When the hour moves on, the part is extended by the hours since
 * (its table copied first). Tables are named per process and dropped with the store; a crashed
 * process's are swept by age. Settled rows are final (older than the flush delay) until a past
 * assignment or retention rewrites them: `forget` then drops everything, here and — through the
 * store's poll — elsewhere. Counts of time buckets keep their settled buckets' rows in `buckets`
 * (no pairs: a bucket is never split, so its visitors are counted whole).
 */
export class SettledParts {
  readonly buckets = new SettledQueryCache<Row[]>();
  private readonly parts = new Map<string, Part>();
  private readonly prefix = `p${process.pid}_${randomBytes(4).toString('hex')}_`;
  private next = 0;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly database: string;

  /** The parts of a store whose events are in `database`: their tables go to `<database>_settled`. */
  constructor(
    database: string,
    private readonly run: (statement: Sql) => Promise<Row[]>,
    private readonly command: (statement: Sql, settings?: ClickHouseSettings) => Promise<void>,
  ) {
    this.database = `${database}_settled`;
  }

  /** Creates the tables' database, and drops the tables of processes that are gone. */
  async prepare(): Promise<void> {
    await this.command(sql`CREATE DATABASE IF NOT EXISTS ${ident(this.database)}`);
    const orphans = await this.run(sql`SELECT name FROM system.tables WHERE database = ${this.database} AND metadata_modification_time < now() - ${ORPHAN_AGE_S}`);
    for (const { name } of orphans) await this.command(sql`DROP TABLE IF EXISTS ${this.table(String(name))}`);
  }

  /** The rows of the whole range: the settled part's (kept, or counted now) and the open part's added. */
  async count(request: PartRequest): Promise<Row[]> {
    const part = this.partOf(request);
    const base = await part.rows;
    // Copies: callers add to their rows (latest values), the part's stay as counted.
    if (request.split === request.range.to) return base.map((row) => ({ ...row }));
    return merged(request, base, await this.delta(request, part, { from: part.split, to: request.range.to }));
  }

  /** Settled rows were rewritten (a past assignment, retention): nothing kept holds. */
  forget(): void {
    this.buckets.clear();
    for (const part of this.parts.values()) this.retire(part);
    this.parts.clear();
  }

  /** Drops this process's tables (the store closes). */
  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    const tables = await this.run(sql`SELECT name FROM system.tables WHERE database = ${this.database} AND startsWith(name, ${this.prefix})`).catch(() => []);
    await Promise.all(tables.map(({ name }) => this.command(sql`DROP TABLE IF EXISTS ${this.table(String(name))}`).catch(() => undefined)));
    this.parts.clear();
  }

  private table(name: string): Sql {
    return sql`${ident(this.database)}.${ident(name)}`;
  }

  /** The settled part ending at `request.split`: kept, extended from an earlier split of the same request, or counted. */
  private partOf(request: PartRequest): Part {
    const id = JSON.stringify([request.key, request.range.from]);
    const now = Date.now();
    const kept = this.parts.get(id);
    const live = kept && kept.used > now - UNUSED_TTL_MS && kept.born > now - MAX_AGE_MS ? kept : undefined;
    if (live && live.split === request.split) {
      live.used = now;
      this.parts.delete(id);
      this.parts.set(id, live);
      return live;
    }
    const earlier = live && live.split < request.split ? live : undefined;
    const table = request.users.length ? this.table(`${this.prefix}${this.next++}`) : undefined;
    const part: Part = { split: request.split, table, used: now, born: now, rows: Promise.resolve([]) };
    part.rows = this.fill(request, part, earlier);
    part.rows.catch(() => {
      if (this.parts.get(id) === part) this.parts.delete(id);
    });
    this.parts.delete(id);
    this.parts.set(id, part);
    if (kept) this.retire(kept);
    while (this.parts.size > PARTS) {
      const [oldest, evicted] = this.parts.entries().next().value!;
      this.parts.delete(oldest);
      this.retire(evicted);
    }
    return part;
  }

  /** The part's rows (and table of pairs): the earlier part's with the hours since added, or all counted. */
  private async fill(request: PartRequest, part: Part, earlier: Part | undefined): Promise<Row[]> {
    const settled = { from: request.range.from, to: part.split };
    const before = earlier && (await earlier.rows.catch(() => undefined));
    if (!earlier || !before) {
      if (!part.table) return this.run(request.rows(settled));
      await this.command(sql`CREATE TABLE ${part.table} ENGINE = Memory AS ${request.rows(settled)}`, CREATE_SETTINGS);
      return this.run(rowsOfTable(request, part.table));
    }
    const since = { from: earlier.split, to: part.split };
    const added = await this.delta(request, earlier, since);
    if (part.table) {
      // A visitor of both may now have two pairs of a group: rows count them with uniqExact, probes by membership.
      await this.command(sql`CREATE TABLE ${part.table} AS ${earlier.table!}`, CREATE_SETTINGS);
      await this.command(sql`INSERT INTO ${part.table} SELECT * FROM ${earlier.table!}`);
      await this.command(sql`INSERT INTO ${part.table} ${request.rows(since)}`);
    }
    return merged(request, before, added);
  }

  /**
   * The rows of `range` to add to `part` (which ends where `range` begins): their measures, and
   * the visitors whose (group…, visitor) pair the part's table does not hold.
   */
  private delta(request: PartRequest, part: Part, range: TimeRange): Promise<Row[]> {
    if (!part.table) return this.run(request.rows(range));
    const groups = columns('g', request.groups);
    const pair = [...groups, ident(`g${request.groups}`)];
    const fresh = request.rows(range);
    const visitor = pair[pair.length - 1];
    // 18.16 has no WITH of a subquery: the fresh pairs (an hour at most) are read twice.
    const unseen = sql`(${join(pair)}) NOT IN (SELECT ${join(pair)} FROM ${part.table} WHERE ${visitor} IN (SELECT ${visitor} FROM (${fresh})))`;
    const values = [...mergedMeasures(request), ...request.users.map((name) => sql`sum(unseen) AS ${ident(`m_${name}`)}`)];
    return this.run(sql`SELECT ${join([...groups, ...values])} FROM (SELECT *, ${unseen} AS unseen FROM (${fresh})) ${groupClause(groups)}`);
  }

  private retire(part: Part): void {
    const table = part.table;
    if (!table) return;
    const drop = () => {
      this.timers.delete(timer);
      this.command(sql`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    };
    // A part still being filled is dropped once its CREATE is done (or failed).
    const timer = setTimeout(() => void part.rows.then(drop, drop), DROP_DELAY_MS);
    timer.unref?.();
    this.timers.add(timer);
  }
}

/** The measures of rows grouped anew: sums summed, maxima kept. */
const mergedMeasures = (request: PartRequest): Sql[] => request.measures.map(([name, merge]) => sql`${merge === 'sum' ? sql`sum` : sql`max`}(${ident(`m_${name}`)}) AS ${ident(`m_${name}`)}`);

/** Rows per group of a pairs table: its visitors counted once (a visitor may have a pair per extension). */
function rowsOfTable(request: PartRequest, table: Sql): Sql {
  const groups = columns('g', request.groups);
  const visitor = ident(`g${request.groups}`);
  const values = [...mergedMeasures(request), ...request.users.map((name) => sql`uniqExact(${visitor}) AS ${ident(`m_${name}`)}`)];
  return sql`SELECT ${join([...groups, ...values])} FROM ${table} ${groupClause(groups)}`;
}

/** `base` with `added` merged in per group: sums and users added, maxima kept. */
function merged(request: PartRequest, base: Row[], added: Row[]): Row[] {
  const keyOf = (row: Row) => JSON.stringify(Array.from({ length: request.groups }, (_, i) => row[`g${i}`]));
  const byGroup = new Map(base.map((row) => [keyOf(row), { ...row }]));
  for (const row of added) {
    const into = byGroup.get(keyOf(row));
    if (!into) {
      byGroup.set(keyOf(row), { ...row });
      continue;
    }
    for (const [name, merge] of request.measures) {
      const [a, b] = [Number(into[`m_${name}`] ?? 0), Number(row[`m_${name}`] ?? 0)];
      into[`m_${name}`] = merge === 'sum' ? a + b : Math.max(a, b);
    }
    for (const name of request.users) into[`m_${name}`] = Number(into[`m_${name}`] ?? 0) + Number(row[`m_${name}`] ?? 0);
  }
  return [...byGroup.values()];
}
