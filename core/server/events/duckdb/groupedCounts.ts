import type { TimeRange } from '../TimeRange';
import { settledSplit } from '../settledSplit';
import type { DuckDbReader } from './DuckDbReader';
import { SqlWhere } from './SqlWhere';
import { rolledScanSql, type PartAggregate } from './rolledScan';
import type { Rollup } from '../rollups';

export interface GroupedCountsRequest<A extends string> {
  /** Identity of everything besides the range that shapes the rows (resource, filter, narrowing): keys the cache. */
  key: unknown;
  range: TimeRange;
  /** SQL expressions over the source rows to group by ([] for one total row). */
  groups: readonly string[];
  /** Every event column that groups, where and source read besides `ts`, `vid` and what aggregates read: whether a roll-up can serve. */
  columns: readonly string[];
  aggregates: Record<A, PartAggregate>;
  /** Also count exact distinct visitors (`vid`) per group. */
  users: boolean;
  /** Adds the filter's conditions for `range` to `where`. */
  where: (where: SqlWhere, range: TimeRange) => void;
  /** The rows counted from `table` (events or a roll-up), given their WHERE; default `${table} WHERE …`. Must expose `vid` (events) and what groups and aggregates read. */
  source?: (where: SqlWhere, table: string, rollup?: Rollup) => string;
  /** The list column the request reads only one id to a row (listRowsSource): its per-id roll-up may serve whole days. */
  unnests?: string;
  /** Parameters the groups and aggregates reference ($1 …); the conditions' are numbered after them. */
  params?: readonly unknown[];
}

export type GroupedRow<A extends string> = { groups: unknown[]; users: number } & Record<A, number>;

/** A settled part not asked for this long is dropped (its pairs table too). */
const SETTLED_TTL_MS = 2 * 3_600_000;
/** Settled parts kept per store; a part's pairs table holds a few million rows over 45 days of a busy site. */
const SETTLED_PARTS = 48;
/** A replaced or evicted pairs table is dropped this much later: calls still reading it finish first. */
const DROP_DELAY_MS = 120_000;
/** The in-memory database of the pairs tables (never written to the events file). */
const PARTS_DB = 'settled_parts';

/**
 * The settled part `[range.from, split)` of one request: its rows per group and, when users are
 * counted, a table of its distinct (group…, vid) pairs with their aggregates — what the open
 * part's visitors are looked up in, and what the next hour is merged into.
 */
interface SettledPart {
  split: number;
  rows: Promise<GroupedRow<string>[]>;
  table?: string;
  used: number;
}

interface StoreParts {
  attached: Promise<unknown>;
  parts: Map<string, SettledPart>;
  nextTable: number;
}

const storeParts = new WeakMap<DuckDbReader, StoreParts>();

/**
 * Counts per group over a range — additive aggregates and exact distinct users — without
 * rescanning settled history on every call. The range splits at the last whole hour that has
 * settled (older than the flush delay): the settled part is kept per filter and `from` — its
 * rows, and its distinct (group, visitor) pairs as an in-memory table — and when the hour moves
 * on it is extended by the hours since rather than recounted. The open part is added on every
 * call. Users stay exact across parts: a visitor of the open part adds one to a group only if
 * the settled part has no pair of that visitor and group — an anti join that probes the pairs
 * table (a few million rows) instead of the events (tens of millions).
 */
export async function groupedCounts<A extends string>(events: DuckDbReader, request: GroupedCountsRequest<A>): Promise<GroupedRow<A>[]> {
  const { range } = request;
  const split = settledSplit(range);
  if (split === undefined) return count(events, request, range);
  const part = settledPart(events, request, split);
  const base = (await part.rows) as GroupedRow<A>[];
  if (split === range.to) return base;
  return merge(request, base, await delta(events, request, part, range.to));
}

function partsOf(events: DuckDbReader): StoreParts {
  let parts = storeParts.get(events);
  if (!parts) {
    parts = { attached: events.query(`ATTACH IF NOT EXISTS ':memory:' AS ${PARTS_DB}`), parts: new Map(), nextTable: 0 };
    storeParts.set(events, parts);
  }
  return parts;
}

/** Settled rows were rewritten (a past assignment): every kept part is counted anew. */
export function forgetSettledParts(events: DuckDbReader): void {
  const store = storeParts.get(events);
  if (!store) return;
  for (const part of store.parts.values()) retire(events, part);
  store.parts.clear();
}

/** The settled part ending at `split`: cached, extended from an earlier split of the same request, or counted. */
function settledPart<A extends string>(events: DuckDbReader, request: GroupedCountsRequest<A>, split: number): SettledPart {
  const store = partsOf(events);
  const id = JSON.stringify([request.key, request.groups, request.aggregates, request.users, request.range.from]);
  const now = Date.now();
  const cached = store.parts.get(id);
  if (cached && cached.split === split && cached.used > now - SETTLED_TTL_MS) {
    cached.used = now;
    store.parts.delete(id);
    store.parts.set(id, cached);
    return cached;
  }
  const table = request.users ? `${PARTS_DB}.p${store.nextTable++}` : undefined;
  const earlier = cached && cached.split < split && cached.used > now - SETTLED_TTL_MS ? cached : undefined;
  const part: SettledPart = { split, table, used: now, rows: Promise.resolve([]) };
  part.rows = store.attached.then(async () => {
    if (!earlier) return countInto(events, request, { from: request.range.from, to: split }, table);
    const before = await earlier.rows.catch(() => undefined);
    if (!before) return countInto(events, request, { from: request.range.from, to: split }, table);
    if (!table) return merge(request, before as GroupedRow<A>[], await count(events, request, { from: earlier.split, to: split }));
    return extendInto(events, request, earlier, split, table);
  });
  part.rows.catch(() => {
    if (store.parts.get(id) === part) store.parts.delete(id);
  });
  store.parts.delete(id);
  store.parts.set(id, part);
  if (cached) retire(events, cached);
  while (store.parts.size > SETTLED_PARTS) {
    const [oldest, evicted] = store.parts.entries().next().value!;
    store.parts.delete(oldest);
    retire(events, evicted);
  }
  return part;
}

/** Drops a part's pairs table once calls that may still read it are done. */
function retire(events: DuckDbReader, part: SettledPart) {
  if (!part.table) return;
  const table = part.table;
  const timer = setTimeout(() => {
    events.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
  }, DROP_DELAY_MS);
  timer.unref?.();
}

/** The rows of the open part and of short ranges: the events. */
const source = <A extends string>(request: GroupedCountsRequest<A>, where: SqlWhere) => (request.source ? request.source(where, 'events') : `events ${where.sql}`);
const groupList = (groups: readonly string[]) => groups.map((_, i) => `g${i}`);
const groupBy = (columns: string[]) => (columns.length ? `GROUP BY ${columns.join(', ')}` : '');
const aggregatesOf = <A extends string>(request: GroupedCountsRequest<A>) => Object.entries<PartAggregate>(request.aggregates);

/**
 * A pairs table's order: by visitor, so the open part's probe for its visitors (delta) reads the
 * table in the order of its hash join's keys — half the time of an unordered table of 25 M pairs,
 * for a sort paid once per part.
 */
const BY_VISITOR = 'ORDER BY vid';

/** SELECT list of one (group…, vid) pair per row with its aggregates, over `range`. */
function pairsSql<A extends string>(request: GroupedCountsRequest<A>, where: SqlWhere): string {
  const columns = [...request.groups.map((g, i) => `${g} AS g${i}`), 'vid', ...aggregatesOf(request).map(([name, a]) => `${a.sql} AS "${name}"`)];
  return `SELECT ${columns.join(', ')} FROM ${source(request, where)} ${groupBy([...request.groups, 'vid'])}`;
}

/**
 * The (group…, vid) pairs of `range` with their aggregates, for a pairs table: whole days from
 * the visitor roll-up when it keeps every column the request reads (a visitor's day in one row),
 * the rest from the events.
 */
function rolledPairs<A extends string>(events: DuckDbReader, request: GroupedCountsRequest<A>, range: TimeRange): { sql: string; params: unknown[] } {
  const { sql, params } = rolledScanSql(events, { ...request, range, groups: [...request.groups, 'vid'], columns: [...request.columns, 'vid'] });
  const columns = [...groupList(request.groups), `g${request.groups.length} AS vid`, ...Object.keys(request.aggregates).map((name) => `"${name}"`)];
  return { sql: `SELECT ${columns.join(', ')} FROM (${sql})`, params };
}

/** Rows per group from a pairs table: each pair is one visitor of that group. */
async function rowsOfTable<A extends string>(events: DuckDbReader, request: GroupedCountsRequest<A>, table: string): Promise<GroupedRow<A>[]> {
  const groups = groupList(request.groups);
  const columns = [...groups, ...aggregatesOf(request).map(([name, a]) => `${a.merge}("${name}") AS "${name}"`), 'count(*) AS users'];
  const rows = await events.query<Record<string, unknown>>(`SELECT ${columns.join(', ')} FROM ${table} ${groupBy(groups)}`);
  // Without groups an empty table still answers one row (zeros), like a count over no events.
  return rows.map((r) => toRow(request, r));
}

/** The whole range in one scan: into a pairs table when one is given (users), else straight to rows. */
async function countInto<A extends string>(events: DuckDbReader, request: GroupedCountsRequest<A>, range: TimeRange, table: string | undefined): Promise<GroupedRow<A>[]> {
  if (!table) return count(events, request, range);
  const pairs = rolledPairs(events, request, range);
  await events.query(`CREATE TABLE ${table} AS ${pairs.sql} ${BY_VISITOR}`, pairs.params);
  return rowsOfTable(events, request, table);
}

/** A new pairs table: the earlier part's pairs merged with the pairs of the hours since. */
async function extendInto<A extends string>(events: DuckDbReader, request: GroupedCountsRequest<A>, earlier: SettledPart, split: number, table: string): Promise<GroupedRow<A>[]> {
  const pairs = rolledPairs(events, request, { from: earlier.split, to: split });
  const groups = groupList(request.groups);
  const merged = [...groups, 'vid', ...aggregatesOf(request).map(([name, a]) => `${a.merge}("${name}") AS "${name}"`)];
  await events.query(`CREATE TABLE ${table} AS SELECT ${merged.join(', ')} FROM (SELECT * FROM ${earlier.table} UNION ALL BY NAME ${pairs.sql}) ${groupBy([...groups, 'vid'])} ${BY_VISITOR}`, pairs.params);
  return rowsOfTable(events, request, table);
}

/** The whole range in one statement, rows per group: additive counts from the roll-ups where they can. */
async function count<A extends string>(events: DuckDbReader, request: GroupedCountsRequest<A>, range: TimeRange): Promise<GroupedRow<A>[]> {
  if (!request.users) {
    const { sql, params } = rolledScanSql(events, { ...request, range });
    return (await events.query<Record<string, unknown>>(sql, params)).map((r) => toRow(request, r));
  }
  const where = new SqlWhere([...(request.params ?? [])]);
  request.where(where, range);
  const columns = [...request.groups.map((g, i) => `${g} AS g${i}`), ...aggregatesOf(request).map(([name, a]) => `${a.sql} AS "${name}"`), 'count(DISTINCT vid) AS users'];
  const rows = await events.query<Record<string, unknown>>(`SELECT ${columns.join(', ')} FROM ${source(request, where)} ${groupBy([...request.groups])}`, where.params);
  return rows.map((r) => toRow(request, r));
}

/**
 * The open part `[part.split, to)` to add to the settled part: aggregates of its rows, and
 * users whose (group, visitor) pair the settled part does not hold.
 */
async function delta<A extends string>(events: DuckDbReader, request: GroupedCountsRequest<A>, part: SettledPart, to: number): Promise<GroupedRow<A>[]> {
  if (!part.table) return count(events, request, { from: part.split, to });
  const fresh = new SqlWhere([...(request.params ?? [])]);
  request.where(fresh, { from: part.split, to });
  const groups = groupList(request.groups);
  const on = [...groups, 'vid'].map((c) => `fresh.${c} IS NOT DISTINCT FROM seen.${c}`).join(' AND ');
  const columns = [...groups.map((g) => `fresh.${g} AS ${g}`), ...aggregatesOf(request).map(([name, a]) => `${a.merge}(fresh."${name}") AS "${name}"`), 'count(*) FILTER (WHERE seen.vid IS NULL) AS users'];
  const rows = await events.query<Record<string, unknown>>(
    `WITH fresh AS (${pairsSql(request, fresh)}),
     seen AS (SELECT ${[...groups, 'vid'].join(', ')} FROM ${part.table} WHERE vid IN (SELECT vid FROM fresh))
     SELECT ${columns.join(', ')} FROM fresh LEFT JOIN seen ON ${on} ${groupBy(groups.map((g) => `fresh.${g}`))}`,
    fresh.params,
  );
  return rows.map((r) => toRow(request, r));
}

function toRow<A extends string>(request: GroupedCountsRequest<A>, r: Record<string, unknown>): GroupedRow<A> {
  const row = { groups: groupList(request.groups).map((g) => r[g]), users: Number(r.users ?? 0) } as GroupedRow<A>;
  // An aggregate over no rows is NULL (max, sum): the same as nothing counted.
  for (const name of Object.keys(request.aggregates) as A[]) (row as Record<string, unknown>)[name] = Number(r[name] ?? 0);
  return row;
}

function merge<A extends string>(request: GroupedCountsRequest<A>, base: GroupedRow<A>[], added: GroupedRow<A>[]): GroupedRow<A>[] {
  const byGroup = new Map(base.map((r) => [JSON.stringify(r.groups), { ...r }]));
  for (const r of added) {
    const key = JSON.stringify(r.groups);
    const into = byGroup.get(key);
    if (!into) {
      byGroup.set(key, { ...r });
      continue;
    }
    into.users += r.users;
    for (const [name, a] of aggregatesOf(request) as [A, PartAggregate][]) {
      (into as Record<string, number>)[name] = a.merge === 'sum' ? into[name] + r[name] : Math.max(into[name], r[name]);
    }
  }
  return [...byGroup.values()];
}
