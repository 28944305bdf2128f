import type { TimeRange } from '../TimeRange';
import type { DuckDbReader } from './DuckDbReader';
import { coveringRollup, rangeParts, rollupTable, type Rollup, type RollupTier } from '../rollups';
import { SqlWhere } from './SqlWhere';

/** An aggregate that parts of a range combine exactly: counts add up, latest instants take the max. */
export interface PartAggregate {
  /** Over event rows. */
  sql: string;
  merge: 'sum' | 'max';
  /** The same over a roll-up's rows (`sum(pageviews)`); without it the aggregate always reads events. */
  rollup?: string;
}

export interface RolledScanRequest<A extends string> {
  range: TimeRange;
  /** Every event column the query reads besides `ts` (groups, filter, narrowing): a roll-up must keep them all. */
  columns: readonly string[];
  /** Expressions grouped by, as g0, g1 …; may read `ts` (a roll-up row's `ts` is its bucket's start). */
  groups: readonly string[];
  aggregates: Record<A, PartAggregate>;
  /** Adds the query's conditions for one part of the range. */
  where: (where: SqlWhere, range: TimeRange) => void;
  /** The rows read from `table` (of `rollup`, or the events) given their WHERE; default `${table} WHERE …`. */
  source?: (where: SqlWhere, table: string, rollup?: Rollup) => string;
  /** The list column the query reads only one id to a row (listRowsSource): its per-id roll-up may serve. */
  unnests?: string;
  /** Tiers that may serve (a histogram of hours cannot read day rows). */
  tiers?: readonly RollupTier[];
  /** Parameters the groups and aggregates reference ($1 …); the conditions' are numbered after them. */
  params?: readonly unknown[];
}

const groupBy = (columns: readonly string[]) => (columns.length ? `GROUP BY ${columns.join(', ')}` : '');

/**
 * One statement counting additive aggregates per group over a range, reading every piece of
 * the range from the smallest place that holds it exactly: whole days and hours from a roll-up
 * that keeps the columns the query reads, the rest from the events. Without such a roll-up (or
 * with an aggregate that has no roll-up form) it is a plain scan of the events.
 */
export function rolledScanSql<A extends string>(events: DuckDbReader, request: RolledScanRequest<A>): { sql: string; params: unknown[] } {
  const aggregates = Object.entries<PartAggregate>(request.aggregates);
  const rollup = aggregates.every(([, a]) => a.rollup) ? coveringRollup(events.rollups, request.columns, request.unnests) : undefined;
  const tiers = rollup ? (request.tiers ?? (['day', 'hour'] as const)).filter((tier) => rollup.tiers.includes(tier)) : [];
  const parts = rollup ? rangeParts(request.range, events.rolledUntil(), tiers) : [{ tier: 'events' as const, ...request.range }];
  const params: unknown[] = [...(request.params ?? [])];
  const groups = request.groups.map((_, i) => `g${i}`);
  const selects = parts.map((part) => {
    const where = new SqlWhere(params);
    request.where(where, part);
    const table = part.tier === 'events' || !rollup ? 'events' : rollupTable(rollup, part.tier);
    const columns = [
      ...request.groups.map((g, i) => `${g} AS g${i}`),
      ...aggregates.map(([name, a]) => `${table === 'events' ? a.sql : a.rollup} AS "${name}"`),
    ];
    const source = request.source ? request.source(where, table, table === 'events' ? undefined : rollup) : `${table} ${where.sql}`;
    // A source that reads the events whatever it is given would count roll-up aggregates over raw rows.
    if (!source.includes(table)) throw new Error(`A rolled scan's source must read the table it is given (${table}).`);
    // By alias: a constant group (a zone's fixed offset) would read as a column position.
    return `SELECT ${columns.join(', ')} FROM ${source} ${groupBy(groups)}`;
  });
  if (selects.length === 1) return { sql: selects[0], params };
  const merged = [...groups, ...aggregates.map(([name, a]) => `${a.merge}("${name}") AS "${name}"`)];
  return { sql: `SELECT ${merged.join(', ')} FROM (${selects.join(' UNION ALL ')}) ${groupBy(groups)}`, params };
}
