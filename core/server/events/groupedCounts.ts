import type { TimeRange } from './eventFilter';
import type { EventStore } from './EventStore';
import { SqlWhere } from './SqlWhere';
import { SETTLED_AFTER_MS, SettledQueryCache } from './SettledQueryCache';

/** An aggregate that parts of a range combine exactly: counts add up, latest instants take the max. */
export interface PartAggregate {
  sql: string;
  merge: 'sum' | 'max';
}

export interface GroupedCountsRequest<A extends string> {
  /** Identity of everything besides the range that shapes the rows (resource, filter, narrowing): keys the cache. */
  key: unknown;
  range: TimeRange;
  /** SQL expressions over the source rows to group by ([] for one total row). */
  groups: readonly string[];
  aggregates: Record<A, PartAggregate>;
  /** Also count exact distinct visitors (`vid`) per group. */
  users: boolean;
  /** Adds the filter's conditions for `range` to `where`. */
  where: (where: SqlWhere, range: TimeRange) => void;
  /** The rows counted, given their WHERE; default `events WHERE …`. Must expose `vid` and what groups and aggregates read. */
  source?: (where: SqlWhere) => string;
}

export type GroupedRow<A extends string> = { groups: unknown[]; users: number } & Record<A, number>;

/** The settled part of a range ends on a whole hour: it is extended once an hour, not on every call. */
export const SETTLE_STEP_MS = 3_600_000;
/** A settled part outlives the hour it serves by one, so the next hour extends it instead of recounting. */
const SETTLED_TTL_MS = 2 * SETTLE_STEP_MS;

/**
 * Settled parts per store, apart from the histogram buckets: an entry can hold every page of a
 * site (thousands of rows, ~1 MB), so fewer entries are kept than SettledQueryCache's default.
 */
const SETTLED_ENTRIES = 200;
const settledParts = new WeakMap<object, SettledQueryCache<GroupedRow<string>[]>>();
const latestSplits = new WeakMap<object, Map<string, number>>();

/**
 * Counts per group over a range — additive aggregates and exact distinct users — without
 * rescanning settled history on every call. The range splits at the last whole hour that has
 * settled (older than the flush delay): the settled part is cached per filter and `from`, and
 * when the hour moves on it is extended by the hours since rather than recounted. The open
 * part is added on every call. Users stay exact across parts: a visitor of the open part adds
 * one to a group only if the settled part has no row of that visitor in that group (an anti
 * join whose probe side is the open part's few visitors). A range with less than one settled
 * hour (active users: the last 5 minutes, whose `from` moves with every call) is simply counted.
 */
export async function groupedCounts<A extends string>(events: EventStore, request: GroupedCountsRequest<A>): Promise<GroupedRow<A>[]> {
  const { range } = request;
  const split = settledSplit(range);
  if (split === undefined) return count(events, request, range);
  const settled = settledPart(events, request, split);
  if (split === range.to) return settled;
  const [base, open] = await Promise.all([settled, delta(events, request, split, range.to)]);
  return merge(request, base, open);
}

/**
 * Where `range` splits into a settled, cached part and an open part; undefined when less than
 * a settled hour lies in it (the last 5 minutes, a range just begun): one scan, nothing cached.
 */
export function settledSplit(range: TimeRange): number | undefined {
  const split = Math.max(range.from, Math.min(range.to, Math.floor((Date.now() - SETTLED_AFTER_MS) / SETTLE_STEP_MS) * SETTLE_STEP_MS));
  return split - range.from < SETTLE_STEP_MS ? undefined : split;
}

function settledPart<A extends string>(events: EventStore, request: GroupedCountsRequest<A>, split: number): Promise<GroupedRow<A>[]> {
  let cache = settledParts.get(events) as SettledQueryCache<GroupedRow<A>[]> | undefined;
  if (!cache) settledParts.set(events, (cache = new SettledQueryCache(SETTLED_ENTRIES, SETTLED_TTL_MS)));
  const id = JSON.stringify([request.key, request.groups, request.aggregates, request.users, request.range.from]);
  let splits = latestSplits.get(events);
  if (!splits) latestSplits.set(events, (splits = new Map()));
  const previous = splits.get(id);
  const value = cache.get(
    JSON.stringify([id, split]),
    async () => {
      const earlier = previous !== undefined && previous < split ? cache.peek(JSON.stringify([id, previous])) : undefined;
      const base = earlier && (await earlier.catch(() => undefined));
      if (!base) return count(events, request, { from: request.range.from, to: split });
      return merge(request, base, await delta(events, request, previous!, split));
    },
  );
  if (previous === undefined || previous < split) {
    splits.delete(id);
    splits.set(id, split);
    if (splits.size > 1000) splits.delete(splits.keys().next().value!);
  }
  return value;
}

const source = <A extends string>(request: GroupedCountsRequest<A>, where: SqlWhere) => (request.source ? request.source(where) : `events ${where.sql}`);
const groupList = (groups: readonly string[]) => groups.map((_, i) => `g${i}`);
const groupBy = (columns: string[]) => (columns.length ? `GROUP BY ${columns.join(', ')}` : '');

/** The whole range in one scan. */
async function count<A extends string>(events: EventStore, request: GroupedCountsRequest<A>, range: TimeRange): Promise<GroupedRow<A>[]> {
  const where = new SqlWhere();
  request.where(where, range);
  const columns = [
    ...request.groups.map((g, i) => `${g} AS g${i}`),
    ...Object.entries<PartAggregate>(request.aggregates).map(([name, a]) => `${a.sql} AS "${name}"`),
    request.users ? 'count(DISTINCT vid) AS users' : '0 AS users',
  ];
  const rows = await events.query<Record<string, unknown>>(`SELECT ${columns.join(', ')} FROM ${source(request, where)} ${groupBy([...request.groups])}`, where.params);
  return rows.map((r) => toRow(request, r));
}

/**
 * [from, to) added to a base that counted [range.from, from): aggregates of the new rows, and
 * users of the new rows not seen in that group before.
 */
async function delta<A extends string>(events: EventStore, request: GroupedCountsRequest<A>, from: number, to: number): Promise<GroupedRow<A>[]> {
  if (!request.users) return count(events, request, { from, to });
  const fresh = new SqlWhere();
  request.where(fresh, { from, to });
  const seen = new SqlWhere(fresh.params);
  request.where(seen, { from: request.range.from, to: from });
  seen.and('vid IN (SELECT vid FROM fresh)');
  const groups = groupList(request.groups);
  const aggregates = Object.entries<PartAggregate>(request.aggregates);
  const on = [...groups, 'vid'].map((c) => `fresh.${c} IS NOT DISTINCT FROM seen.${c}`).join(' AND ');
  const rows = await events.query<Record<string, unknown>>(
    `WITH fresh AS (
       SELECT ${[...request.groups.map((g, i) => `${g} AS g${i}`), 'vid', ...aggregates.map(([name, a]) => `${a.sql} AS "${name}"`)].join(', ')}
       FROM ${source(request, fresh)} ${groupBy([...request.groups, 'vid'])}),
     seen AS (SELECT DISTINCT ${[...request.groups.map((g, i) => `${g} AS g${i}`), 'vid'].join(', ')} FROM ${source(request, seen)})
     SELECT ${[...groups.map((g) => `fresh.${g} AS ${g}`), ...aggregates.map(([name, a]) => `${a.merge}(fresh."${name}") AS "${name}"`), 'count(*) FILTER (WHERE seen.vid IS NULL) AS users'].join(', ')}
     FROM fresh LEFT JOIN seen ON ${on} ${groupBy(groups.map((g) => `fresh.${g}`))}`,
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
    for (const [name, a] of Object.entries<PartAggregate>(request.aggregates) as [A, PartAggregate][]) {
      const sum = a.merge === 'sum' ? into[name] + r[name] : Math.max(into[name], r[name]);
      (into as Record<string, number>)[name] = sum;
    }
  }
  return [...byGroup.values()];
}
