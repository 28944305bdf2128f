import type { CountedRows, EventCondition, EventCountRow, EventGroupKey, EventMeasure, EventQuery, EventTop, LatestField } from '../EventQuery';
import { SETTLED_AFTER_MS, settledCacheOf } from '../SettledQueryCache';
import { settledSplit } from '../settledSplit';
import { TimeBuckets } from '../timeBuckets';
import type { TimeRange } from '../TimeRange';
import { bucketSql } from './bucketSql';
import type { DuckDbReader } from './DuckDbReader';
import { FIELD_COLUMNS, keptListColumn, listColumn } from '../eventColumns';
import { conditionColumns, eventFilterColumns } from '../eventFilterColumns';
import { eventFilterWhere } from './eventFilterSql';
import { groupedCounts } from './groupedCounts';
import { listRowsColumns, listRowsOf, listRowsSource, type ListRows } from './listRows';
import { rolledScanSql, type PartAggregate } from './rolledScan';
import type { Rollup } from '../rollups';
import { SqlWhere } from './SqlWhere';
import { topRows } from '../topRows';

/** Which rows each count reads, over events and over a roll-up's summed measures. */
const COUNTED: Record<CountedRows, { filter?: string; rollupSum: string }> = {
  views: { filter: "kind = 'pageview'", rollupSum: 'pageviews' },
  events: { filter: "kind = 'event'", rollupSum: 'events' },
  hits: { rollupSum: 'pageviews + events' },
};

const LATEST: PartAggregate = { sql: 'max(ts)', merge: 'max', rollup: 'max(last_ts)' };

/** Exact distinct visitors per bucket: buckets never straddle parts, so `merge` is never applied. */
const BUCKET_USERS: PartAggregate = { sql: 'count(DISTINCT vid)', merge: 'sum' };

/** The latest instant per group, counted beside latestOf measures to look their values up. */
const LATEST_KEY = '__latest';

const LATEST_COLUMNS: Record<LatestField, string> = { title: 'title', image: 'image' };

/** A query made SQL parts: what groupedCounts and rolledScanSql take. */
interface Compiled {
  /** Group expressions; a bucket's two parts come first. */
  groups: string[];
  buckets?: TimeBuckets;
  columns: string[];
  /** Parameters of the measures' conditions, referenced as $1 …. */
  params: unknown[];
  aggregates: Record<string, PartAggregate>;
  /** The measure counting distinct visitors, if any. */
  users?: string;
  latestOf: [name: string, column: string][];
  /** Measures left undefined. */
  skipped: string[];
  where: (where: SqlWhere, range: TimeRange) => void;
  source?: (where: SqlWhere, table: string, rollup?: Rollup) => string;
  /** The list column read only one id to a row (grouped by, not filtered on): its per-id roll-up may serve. */
  unnests?: string;
}

function conditionSql(condition: EventCondition, where: SqlWhere): string {
  if ('list' in condition) return `list_contains(${listColumn(condition.list)}, ${where.param(condition.has)})`;
  if ('pair' in condition) {
    const [first, second] = condition.pair.map((field) => FIELD_COLUMNS[field]);
    if (!condition.in.length) return 'false';
    // The IN list prunes cheaply; the pairs decide through a hash semi join (a chain of ORs costs ~40× more per row).
    const pairs = condition.in.map(([a, b]) => `(${where.param(a)}, ${where.param(b)})`).join(', ');
    return `${second} IN ${where.list([...new Set(condition.in.map((p) => p[1]))])} AND (${first}, ${second}) IN (SELECT * FROM (VALUES ${pairs}))`;
  }
  const column = FIELD_COLUMNS[condition.field];
  if ('contains' in condition) return `contains(lower(${column}), lower(${where.param(condition.contains)}))`;
  if ('notIn' in condition) return condition.notIn.length ? `${column} NOT IN ${where.list(condition.notIn)}` : 'true';
  return `${column} IN ${where.list(condition.in)}`;
}

/** A count of rows, only those meeting `conditions` when given (their parameters go to `lead`). */
function countAggregate(rows: CountedRows, conditions: readonly EventCondition[], lead: SqlWhere): PartAggregate {
  const { filter, rollupSum } = COUNTED[rows];
  const extra = conditions.map((c) => conditionSql(c, lead)).join(' AND ');
  const on = [filter, extra].filter(Boolean).join(' AND ');
  return { sql: on ? `count(*) FILTER (WHERE ${on})` : 'count(*)', merge: 'sum', rollup: extra ? `sum(${rollupSum}) FILTER (WHERE ${extra})` : `sum(${rollupSum})` };
}

function compile<M extends Record<string, EventMeasure | undefined>>(store: DuckDbReader, query: EventQuery<M>): Compiled {
  const filter = query.filter ?? {};
  const params: unknown[] = [];
  const lead = new SqlWhere(params);
  const filtered = eventFilterColumns(filter, store.lists);
  const columns = new Set(filtered);
  const groups: string[] = [];
  let buckets: TimeBuckets | undefined;
  let list: ListRows | undefined;
  for (const dimension of query.groupBy ?? []) {
    if (typeof dimension === 'string') {
      groups.push(FIELD_COLUMNS[dimension]);
      columns.add(FIELD_COLUMNS[dimension]);
    } else if ('list' in dimension) {
      if (list) throw new Error('A query groups by one id list at most.');
      list = listRowsOf(store.lists, dimension.list, dimension.class);
      groups.push('id');
      listRowsColumns(list).forEach((column) => columns.add(column));
    } else {
      if (buckets) throw new Error('A query groups by one time bucket at most.');
      buckets = new TimeBuckets(dimension.bucket, dimension.timeZone, query.range);
      groups.unshift(...bucketSql(buckets));
    }
  }
  const aggregates: Record<string, PartAggregate> = {};
  const latestOf: [string, string][] = [];
  let users: string | undefined;
  const skipped: string[] = [];
  for (const [name, measure] of Object.entries<EventMeasure | undefined>(query.measures)) {
    if (measure === undefined) skipped.push(name);
    else if (measure === 'users') users = name;
    else if (measure === 'latest') aggregates[name] = LATEST;
    else if (typeof measure === 'string') aggregates[name] = countAggregate(measure, [], lead);
    else if ('latestOf' in measure) latestOf.push([name, LATEST_COLUMNS[measure.latestOf]]);
    else {
      aggregates[name] = countAggregate(measure.count, measure.where, lead);
      for (const c of measure.where) conditionColumns(c).forEach((column) => columns.add(column));
    }
  }
  for (const c of query.where ?? []) {
    // A list no enabled plugin keeps is refused, as grouping by it is.
    if ('list' in c) keptListColumn(store.lists, c.list);
    conditionColumns(c).forEach((column) => columns.add(column));
  }
  const listed = list;
  return {
    unnests: listed && !listRowsColumns(listed).some((column) => filtered.includes(column)) ? listed.column : undefined,
    groups,
    buckets,
    columns: [...columns],
    params,
    aggregates,
    users,
    latestOf,
    skipped,
    where: (where, range) => {
      eventFilterWhere(filter, range, store.lists, where);
      for (const c of query.where ?? []) where.and(conditionSql(c, where));
    },
    source: listed ? listRowsSource(listed) : undefined,
  };
}

/** The rows of a query, answered by the DuckDB store (see EventStore.count). */
export async function countEvents<M extends Record<string, EventMeasure | undefined>>(store: DuckDbReader, query: EventQuery<M>): Promise<EventCountRow<M>[]> {
  const compiled = compile(store, query);
  if (compiled.buckets) return (await countBuckets(store, query, compiled, compiled.buckets)) as EventCountRow<M>[];
  const rows = settledSplit(query.range) === undefined ? await scanOnce(store, query, compiled) : await countSettled(store, query, compiled);
  return rows as EventCountRow<M>[];
}

type AnyTop = EventTop<Record<string, unknown>>;

/** ORDER BY … LIMIT (or QUALIFY per first group) of `top` over scanOnce's columns. */
function topSql(compiled: Compiled, top: AnyTop | undefined): string {
  if (!top) return '';
  const order = top.by
    .filter((key) => typeof key === 'number' || !compiled.skipped.includes(key))
    .map((key) => (typeof key === 'number' ? `g${key} ASC` : `"${key === compiled.users ? 'users' : key}" DESC`))
    .join(', ');
  if (top.perFirstGroup) return `QUALIFY row_number() OVER (PARTITION BY g0 ORDER BY ${order}) <= ${Math.trunc(top.limit)} ORDER BY ${order}`;
  return `ORDER BY ${order} LIMIT ${Math.trunc(top.limit)}`;
}

/** Everything but the range that shapes a query's rows: keys the settled parts kept. */
function rowsKey<M extends Record<string, EventMeasure | undefined>>(query: EventQuery<M>): unknown[] {
  const filter = query.filter ?? {};
  return [query.name, filter.domain, filter.page, filter.terms, query.where, query.groupBy, query.measures];
}

type Row = { groups: EventGroupKey[]; [measure: string]: number | string | EventGroupKey[] };

const groupBy = (count: number) => (count ? `GROUP BY ${Array.from({ length: count }, (_, i) => `g${i}`).join(', ')}` : '');
const groupColumns = (groups: readonly string[]) => groups.map((g, i) => `${g} AS g${i}`);
const keyOf = (groups: readonly unknown[]) => JSON.stringify(groups);

function toRow(compiled: Compiled, record: Record<string, unknown>, groups: EventGroupKey[]): Row {
  const row: Row = { groups };
  // A measure left undefined (counted only for some filters) reads 0.
  for (const name of compiled.skipped) row[name] = 0;
  // An aggregate over no rows is NULL (max, sum): the same as nothing counted.
  for (const name of Object.keys(compiled.aggregates)) row[name] = Number(record[name] ?? 0);
  if (compiled.users) row[compiled.users] = Number(record.users ?? 0);
  for (const [name] of compiled.latestOf) row[name] = String(record[name] ?? '');
  return row;
}

/** A short range (the last 5 minutes) in one statement, latest values included: one round trip, as realtime latency wants. */
async function scanOnce<M extends Record<string, EventMeasure | undefined>>(store: DuckDbReader, query: EventQuery<M>, compiled: Compiled): Promise<Row[]> {
  const where = new SqlWhere([...compiled.params]);
  compiled.where(where, query.range);
  const columns = [
    ...groupColumns(compiled.groups),
    ...Object.entries(compiled.aggregates).map(([name, a]) => `${a.sql} AS "${name}"`),
    ...(compiled.users ? ['count(DISTINCT vid) AS users'] : []),
    ...compiled.latestOf.map(([name, column]) => `arg_max(${column}, ts) AS "${name}"`),
  ];
  const source = compiled.source ? compiled.source(where, 'events') : `events ${where.sql}`;
  const rows = await store.query(`SELECT ${columns.join(', ')} FROM ${source} ${groupBy(compiled.groups.length)} ${topSql(compiled, query.top as AnyTop | undefined)}`, where.params);
  return rows.map((r) => toRow(compiled, r, compiled.groups.map((_, i) => r[`g${i}`] as EventGroupKey)));
}

/** A longer range through groupedCounts (settled hours kept, roll-ups read), then the latest values of its groups. */
async function countSettled<M extends Record<string, EventMeasure | undefined>>(store: DuckDbReader, query: EventQuery<M>, compiled: Compiled): Promise<Row[]> {
  const aggregates = compiled.latestOf.length ? { ...compiled.aggregates, [LATEST_KEY]: LATEST } : compiled.aggregates;
  const counted = await groupedCounts(store, {
    key: rowsKey(query),
    range: query.range,
    groups: compiled.groups,
    columns: compiled.columns,
    aggregates,
    users: compiled.users !== undefined,
    where: compiled.where,
    source: compiled.source,
    unnests: compiled.unnests,
    params: compiled.params,
  });
  const rows = topRows(
    counted.map((r) => ({ ...toRow(compiled, r, r.groups as EventGroupKey[]), [LATEST_KEY]: r[LATEST_KEY] })),
    query.top as AnyTop | undefined,
  );
  if (!compiled.latestOf.length) return rows;
  const latest = await latestValues(store, compiled, rows.map((r) => ({ groups: r.groups, last: Number(r[LATEST_KEY]) })));
  return rows.map(({ [LATEST_KEY]: _last, ...rest }) => {
    const row = rest as Row;
    const values = latest.get(keyOf(row.groups));
    for (const [name] of compiled.latestOf) row[name] = String(values?.[name] ?? '');
    return row;
  });
}

/**
 * The latestOf values of each group from its rows at its latest instant: only rows at those
 * instants are read, so the scan is tiny however long the range.
 */
async function latestValues(store: DuckDbReader, compiled: Compiled, groups: { groups: unknown[]; last: number }[]) {
  const values = new Map<string, Record<string, unknown>>();
  if (!groups.length) return values;
  const lasts = [...new Set(groups.map((g) => g.last))];
  const where = new SqlWhere([...compiled.params]);
  compiled.where(where, { from: Math.min(...lasts), to: Math.max(...lasts) + 1 });
  where.and(`ts IN ${where.list(lasts.map((ts) => BigInt(ts)))}`);
  const columns = [...groupColumns(compiled.groups), ...compiled.latestOf.map(([name, column]) => `arg_max(${column}, ts) AS "${name}"`)];
  const source = compiled.source ? compiled.source(where, 'events') : `events ${where.sql}`;
  for (const r of await store.query(`SELECT ${columns.join(', ')} FROM ${source} ${groupBy(compiled.groups.length)}`, where.params)) {
    values.set(keyOf(compiled.groups.map((_, i) => r[`g${i}`])), r);
  }
  return values;
}

/**
 * Counts per time bucket (and the other groups). Buckets that ended before the flush delay
 * cannot change: their rows are cached, so a live histogram recounts only its open bucket.
 * Each bucket is counted whole in one part, so distinct users per bucket stay exact.
 */
async function countBuckets<M extends Record<string, EventMeasure | undefined>>(store: DuckDbReader, query: EventQuery<M>, compiled: Compiled, buckets: TimeBuckets): Promise<Row[]> {
  if (compiled.latestOf.length) throw new Error('Latest values are not counted per time bucket.');
  const { range } = query;
  const aggregates = compiled.users ? { ...compiled.aggregates, users: BUCKET_USERS } : compiled.aggregates;
  const countIn = async (part: TimeRange) => {
    if (part.from >= part.to) return [];
    const { sql, params } = rolledScanSql(store, {
      range: part,
      columns: compiled.columns,
      groups: compiled.groups,
      aggregates,
      // Roll-up hours fall into one local bucket only where the zone is a whole number of hours off UTC.
      tiers: buckets.hourRowsFit() ? ['hour'] : [],
      where: compiled.where,
      source: compiled.source,
      unnests: compiled.unnests,
      params: compiled.params,
    });
    return store.query(sql, params);
  };
  const split = Math.min(range.to, Math.max(range.from, buckets.keyAt(Date.now() - SETTLED_AFTER_MS)));
  const settledKey = JSON.stringify([rowsKey(query), range.from, split]);
  const [settled, fresh] = await Promise.all([
    settledCacheOf<Record<string, unknown>[]>(store).get(settledKey, () => countIn({ from: range.from, to: split })),
    countIn({ from: split, to: range.to }),
  ]);
  const rows = [...settled, ...fresh].map((r) => {
    const rest = compiled.groups.slice(2).map((_, i) => r[`g${i + 2}`] as EventGroupKey);
    return toRow(compiled, r, [buckets.keyOf(Number(r.g0), Number(r.g1)), ...rest]);
  });
  return topRows(rows, query.top as AnyTop | undefined);
}
