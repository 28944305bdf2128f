import { FIELD_COLUMNS, isTextField, keptListColumn, type EventLists } from '../eventColumns';
import { conditionColumns, eventFilterColumns } from '../eventFilterColumns';
import type { CountedRows, EventCondition, EventCountRow, EventGroupKey, EventMeasure, EventQuery, EventTop, LatestField } from '../EventQuery';
import { rangeParts, rollupTable, type Rollup, type RollupTier } from '../rollups';
import { coveringRollupOf, type ListRead } from './clickHouseRollups';
import { TimeBuckets } from '../timeBuckets';
import type { TimeRange } from '../TimeRange';
import { column, conditionClause, eventFilterClause, whereClause } from './eventFilterClause';
import { SETTLED_AFTER_MS, type SettledQueryCache } from '../SettledQueryCache';
import { settledSplit } from '../settledSplit';
import { topRows } from '../topRows';
import type { SettledParts } from './SettledParts';
import { ident, join, sql, type Sql } from './sql';

/** Which rows each count reads. */
const COUNTED: Record<CountedRows, Sql | undefined> = { views: sql`kind = 'pageview'`, events: sql`kind = 'event'`, hits: undefined };

/** A measure's alias: prefixed, so no measure (a `title`) shadows a column — ClickHouse substitutes aliases everywhere in a query. */
const alias = (name: string): Sql => ident(`m_${name}`);

/** The zone's offset at the instant `time`: a constant, or a multiIf over the transitions. */
function zoneOffset(buckets: TimeBuckets, time: Sql): Sql {
  const segments = buckets.zone.segments();
  if (segments.length === 1) return sql`${segments[0].offset}`;
  const cases = segments.slice(1).map(({ start }, i) => sql`${time} < ${start}, ${segments[i].offset}`);
  return sql`multiIf(${join(cases)}, ${segments[segments.length - 1].offset})`;
}

/** The two integers TimeBuckets.keyOf takes: the bucket's local start and the offset (0 for days). */
function bucketGroups(buckets: TimeBuckets, time: Sql): [Sql, Sql] {
  const offset = zoneOffset(buckets, time);
  return [sql`intDiv(${time} + ${offset}, ${buckets.size}) * ${buckets.size}`, buckets.interval === '1d' ? sql`0` : offset];
}

const LATEST_COLUMNS: Record<LatestField, string> = { title: 'title', image: 'image' };

/** The rows a count reads (`kind`), and its other conditions. */
function countConditions(measure: CountedRows | { count: CountedRows; where: readonly EventCondition[] }, lists: EventLists): { rows: CountedRows; conditions: Sql[] } {
  if (typeof measure === 'string') return { rows: measure, conditions: [] };
  return { rows: measure.count, conditions: measure.where.map((c) => conditionClause(c, lists)) };
}

type PartMeasure = Exclude<EventMeasure, { latestOf: LatestField }>;

const isLatestOf = (measure: EventMeasure): measure is { latestOf: LatestField } => typeof measure === 'object' && 'latestOf' in measure;

/** A measure over event rows, whole. */
function measureSql(measure: EventMeasure, lists: EventLists): Sql {
  if (isLatestOf(measure)) return sql`argMax(${ident(LATEST_COLUMNS[measure.latestOf])}, ts)`;
  if (measure === 'users') return sql`uniqExact(vid)`;
  if (measure === 'latest') return sql`max(ts)`;
  const { rows, conditions } = countConditions(measure, lists);
  const on = [COUNTED[rows], ...conditions].filter((c): c is Sql => c !== undefined);
  return on.length ? sql`countIf(${join(on, ' AND ')})` : sql`count()`;
}

const ROLLED_STATES: Record<CountedRows, string[]> = { views: ['pageviews'], events: ['events'], hits: ['pageviews', 'events'] };

/**
 * A measure's value on one row of a part of a range, which the parts' rows combine into (one
 * aggregation over all of them): counts (summed), the latest instant (max), the visitor `vid`
 * (counted once). `rolled`: a roll-up's row, its states finalized — reading them ungrouped costs
 * a seventh of merging them per group first (measured on 18.16) — else an event row.
 */
function partSql(measure: PartMeasure, lists: EventLists, rolled: boolean): Sql {
  if (measure === 'users') return sql`vid`;
  if (measure === 'latest') return rolled ? sql`finalizeAggregation(last_ts)` : sql`ts`;
  const { rows, conditions } = countConditions(measure, lists);
  if (!rolled) {
    const on = [COUNTED[rows], ...conditions].filter((c): c is Sql => c !== undefined);
    // CAST, not toInt64: over a LowCardinality column that gives LowCardinality(Int64), which no union with the roll-ups' Int64 takes.
    return on.length ? sql`CAST(${join(on, ' AND ')} AS Int64)` : sql`toInt64(1)`;
  }
  const counted = join(ROLLED_STATES[rows].map((state) => sql`finalizeAggregation(${ident(state)})`), ' + ');
  return conditions.length ? sql`if(${join(conditions, ' AND ')}, ${counted}, 0)` : counted;
}

/** How the parts' values of a measure combine. */
const mergeOf = (measure: PartMeasure): Sql => (measure === 'users' ? sql`uniqExact` : measure === 'latest' ? sql`max` : sql`sum`);

/** The latest instant per group, counted over parts beside latestOf measures to look their values up. */
const LATEST_KEY = '__latest';

/** The list a query groups by, read one id to a row (with a class: only that class's ids). */
interface Unnested {
  column: string;
  classes?: { column: string; id: number };
}

/** A query made SQL parts over a source of rows whose instant is `time` (the events' `ts`, a roll-up's `bucket`). */
interface Compiled {
  groups: (time: Sql) => Sql[];
  buckets?: TimeBuckets;
  unnested?: Unnested;
  /** The conditions over a part of the range; `perIdList`: the list whose ids the rows carry one to a row, as `id`. */
  filter: (range: TimeRange, time: Sql, perIdList?: string) => Sql[];
  /** Every event column read besides the time and the id lists: a roll-up must keep them all. */
  columns: string[];
  /** How each id list read is read. */
  lists: Map<string, ListRead>;
  /** Whether a measure sums rows (counts), which a row carrying two of the term's ids would count twice. */
  additive: boolean;
}

/** `byVisitor`: the visitor (`vid`) is one more group, after the query's — the pairs SettledParts keeps. */
function compile<M extends Record<string, EventMeasure | undefined>>(lists: EventLists, query: EventQuery<M>, byVisitor = false): Compiled {
  const fields: Sql[] = [];
  const columns = new Set<string>();
  const listReads = new Map<string, ListRead>();
  const listed = new Set(lists.columns());
  const read = (column: string, how: ListRead) => {
    if (!listed.has(column)) columns.add(column);
    else {
      const before = listReads.get(column);
      const termIds = before?.termIds || how.termIds ? [...(before?.termIds ?? []), ...(how.termIds ?? [])] : undefined;
      listReads.set(column, { ...before, ...how, termIds });
    }
  };
  const filter = query.filter ?? {};
  for (const column of eventFilterColumns(filter, lists)) read(column, {});
  for (const term of filter.terms ?? []) {
    const termColumn = isTextField(term.field) ? undefined : lists.termColumn(term.field);
    if (termColumn) read(termColumn, { termIds: [term.value].flat().map(Number) });
  }
  let buckets: TimeBuckets | undefined;
  let unnested: Unnested | undefined;
  for (const dimension of query.groupBy ?? []) {
    if (typeof dimension === 'string') {
      fields.push(column(dimension));
      columns.add(FIELD_COLUMNS[dimension]);
    } else if ('list' in dimension) {
      if (unnested) throw new Error('A query groups by one id list at most.');
      const listColumn = keptListColumn(lists, dimension.list);
      const classes = dimension.class === undefined ? undefined : lists.classColumn(dimension.list);
      if (dimension.class !== undefined && !classes) throw new Error(`The event list "${dimension.list}" has no classes to count one of.`);
      unnested = { column: listColumn, classes: classes ? { column: classes, id: dimension.class! } : undefined };
      [listColumn, classes].forEach((c) => c && read(c, { grouped: true }));
      fields.push(sql`id`);
    } else {
      if (buckets) throw new Error('A query groups by one time bucket at most.');
      buckets = new TimeBuckets(dimension.bucket, dimension.timeZone, query.range);
    }
  }
  const conditions = [...(query.where ?? [])];
  for (const measure of Object.values<EventMeasure | undefined>(query.measures)) if (typeof measure === 'object' && 'where' in measure) conditions.push(...measure.where);
  for (const c of conditions) conditionColumns(c).forEach((column) => read(column, { condition: true }));
  // Distinct visitors are counted from roll-ups that keep the visitor.
  if (Object.values<EventMeasure | undefined>(query.measures).includes('users') || byVisitor) columns.add('vid');
  if (byVisitor) fields.push(sql`vid`);
  const where = (query.where ?? []).map((c) => conditionClause(c, lists));
  const bucketed = buckets;
  return {
    groups: (time) => (bucketed ? [...bucketGroups(bucketed, time), ...fields] : fields),
    buckets,
    unnested,
    filter: (range, time, perIdList) => [...eventFilterClause(filter, range, lists, time, perIdList), ...where],
    columns: [...columns],
    lists: listReads,
    additive: Object.values<EventMeasure | undefined>(query.measures).some((m) => m !== undefined && m !== 'users' && m !== 'latest' && !isLatestOf(m)),
  };
}

type Measures = [name: string, measure: EventMeasure][];

const definedMeasures = (measures: Record<string, EventMeasure | undefined>): Measures =>
  Object.entries(measures).filter((entry): entry is [string, EventMeasure] => entry[1] !== undefined);

const groupClause = (count: number) => (count ? sql`GROUP BY ${join(Array.from({ length: count }, (_, i) => ident(`g${i}`)))}` : sql``);

/** The filtered rows of `table`, one id of the list to a row when the query groups by one: `id` (and `class`, kept to one value). */
function rowsOf(table: Sql, unnested: Unnested | undefined, filter: readonly Sql[]): Sql {
  if (!unnested) return sql`${table} ${whereClause(filter)}`;
  const { column: listColumn, classes } = unnested;
  if (!classes) return sql`(SELECT *, arrayJoin(${ident(listColumn)}) AS id FROM ${table} ${whereClause(filter)})`;
  const unnest = sql`arrayJoin(arrayEnumerate(${ident(listColumn)})) AS i, ${ident(listColumn)}[i] AS id, ${ident(classes.column)}[i] AS class`;
  return sql`(SELECT *, ${unnest} FROM ${table} ${whereClause(filter)}) WHERE class = ${classes.id}`;
}

/** A per-id roll-up's rows: its ids are one to a row already (of one class, when asked). */
function perIdRows(table: Sql, unnested: Unnested | undefined, filter: readonly Sql[]): Sql {
  return sql`${table} ${whereClause([...filter, ...(unnested?.classes ? [sql`class = ${unnested.classes.id}`] : [])])}`;
}

/**
 * One statement per query. A range that holds whole hours or days a roll-up serves (it keeps
 * every column the query reads) is counted in parts — those buckets from the roll-up's rows,
 * the ragged edges from the events — aggregated as one: counts summed, visitors counted once.
 * Anything else (a short realtime range, a filter on a column no roll-up keeps) is one scan of
 * the events. `latestOf` measures over parts are left out: latestStatement looks them up after.
 */
function countStatement<M extends Record<string, EventMeasure | undefined>>(
  lists: EventLists,
  rollups: readonly Rollup[],
  query: EventQuery<M>,
  byVisitor = false,
): { statement: Sql; buckets?: TimeBuckets; latest?: (records: readonly Row[]) => Sql | undefined } {
  const compiled = compile(lists, query, byVisitor);
  const measures = definedMeasures(query.measures);
  const tiers = compiled.buckets ? (compiled.buckets.hourRowsFit() ? (['hour'] as const) : []) : (['day', 'hour'] as const);
  const rollup = tiers.length ? coveringRollupOf(rollups, compiled.columns, compiled.lists, compiled.additive) : undefined;
  const parts = rollup ? rangeParts(query.range, query.range.to, tiers.filter((t) => rollup.tiers.includes(t))) : [];
  const top = topClause(query.top as EventTop<M> | undefined, query.measures);
  if (!rollup || !parts.some((p) => p.tier !== 'events')) {
    const columns = [...compiled.groups(sql`ts`).map((g, i) => sql`${g} AS ${ident(`g${i}`)}`), ...measures.map(([name, m]) => sql`${measureSql(m, lists)} AS ${alias(name)}`)];
    const count = compiled.groups(sql`ts`).length;
    return { statement: sql`SELECT ${join(columns)} FROM ${rowsOf(sql`events`, compiled.unnested, compiled.filter(query.range, sql`ts`))} ${groupClause(count)} ${top}`, buckets: compiled.buckets };
  }
  // Latest values are looked up once the groups are known (latestStatement): their instants come from the parts.
  const counted = measures.filter((entry): entry is [string, PartMeasure] => !isLatestOf(entry[1]));
  if (counted.length < measures.length) counted.push([LATEST_KEY, 'latest']);
  const selects = parts.map((part) => {
    const rolled = part.tier !== 'events';
    const time = rolled ? sql`bucket` : sql`ts`;
    const groups = compiled.groups(time);
    const columns = [...groups.map((g, i) => sql`${g} AS ${ident(`g${i}`)}`), ...counted.map(([name, m]) => sql`${partSql(m, lists, rolled)} AS ${alias(name)}`)];
    const table = rolled ? ident(rollupTable(rollup, part.tier as RollupTier)) : sql`events`;
    // A per-id roll-up keeps the ids one to a row already.
    const source = rolled && rollup.perId ? perIdRows(table, compiled.unnested, compiled.filter(part, time, rollup.perId.list)) : rowsOf(table, compiled.unnested, compiled.filter(part, time));
    return sql`SELECT ${join(columns)} FROM ${source}`;
  });
  const count = compiled.groups(sql`ts`).length;
  const merged = [...Array.from({ length: count }, (_, i) => ident(`g${i}`)), ...counted.map(([name, m]) => sql`${mergeOf(m)}(${alias(name)}) AS ${alias(name)}`)];
  const statement = sql`SELECT ${join(merged)} FROM (${join(selects, ' UNION ALL ')}) ${groupClause(count)} ${top}`;
  const latestOf = measures.filter((entry): entry is [string, { latestOf: LatestField }] => isLatestOf(entry[1]));
  return { statement, buckets: compiled.buckets, latest: latestOf.length ? (records) => latestStatement(lists, compiled, latestOf, records) : undefined };
}

/**
 * The latestOf values of counted groups: each group's value at its latest instant, reading only
 * the events at those instants — tiny however long the range.
 */
function latestStatement(lists: EventLists, compiled: Compiled, latestOf: [string, { latestOf: LatestField }][], records: readonly Row[]): Sql | undefined {
  const lasts = [...new Set(records.map((r) => Number(r[`m_${LATEST_KEY}`])).filter((ts) => ts > 0))];
  if (!lasts.length) return undefined;
  const filter = [...compiled.filter({ from: Math.min(...lasts), to: Math.max(...lasts) + 1 }, sql`ts`), sql`ts IN (${join(lasts.map((ts) => sql`${ts}`))})`];
  const groups = compiled.groups(sql`ts`);
  const columns = [...groups.map((g, i) => sql`${g} AS ${ident(`g${i}`)}`), ...latestOf.map(([name, m]) => sql`${measureSql(m, lists)} AS ${alias(name)}`)];
  return sql`SELECT ${join(columns)} FROM ${rowsOf(sql`events`, compiled.unnested, filter)} ${groupClause(groups.length)}`;
}

/** ORDER BY … LIMIT, or LIMIT … BY the first group: measures largest first, then groups by index. */
function topClause<M extends Record<string, EventMeasure | undefined>>(top: EventTop<M> | undefined, measures: M): Sql {
  if (!top) return sql``;
  const order = top.by
    .filter((key) => typeof key === 'number' || measures[key] !== undefined)
    .map((key) => (typeof key === 'number' ? sql`${ident(`g${key}`)} ASC` : sql`${alias(key)} DESC`));
  const limit = Math.trunc(top.limit);
  return top.perFirstGroup ? sql`ORDER BY ${join(order)} LIMIT ${limit} BY ${ident('g0')}` : sql`ORDER BY ${join(order)} LIMIT ${limit}`;
}

type Row = Record<string, unknown>;

type Run = (statement: Sql) => Promise<Row[]>;

/**
 * The rows of a query, as the EventStore answers them (see EventStore.count); `run` reads a
 * statement's rows. With `settled` (the store's kept parts), time buckets that have settled are
 * counted once, and a range holding a settled hour adds its open part to the settled part kept
 * (with its visitor pairs when users are counted); a shorter range (realtime) is one statement.
 */
export async function countEvents<M extends Record<string, EventMeasure | undefined>>(
  lists: EventLists,
  rollups: readonly Rollup[],
  query: EventQuery<M>,
  run: Run,
  settled?: SettledParts,
): Promise<EventCountRow<M>[]> {
  const measures = definedMeasures(query.measures);
  const bucketed = (query.groupBy ?? []).some((d) => typeof d === 'object' && 'bucket' in d);
  if (settled && bucketed && !measures.some(([, m]) => isLatestOf(m))) return countBuckets(lists, rollups, query, run, settled.buckets);
  const split = settledSplit(query.range);
  if (settled && !bucketed && split !== undefined) return countSettled(lists, rollups, query, run, settled, split);
  const { statement, buckets, latest } = countStatement(lists, rollups, query);
  const records = await run(statement);
  await lookUpLatest(records, latest?.(records), run);
  return countRows(query, records, buckets);
}

/** Adds the latestOf values `lookup` finds to the records of their groups. */
async function lookUpLatest(records: readonly Row[], lookup: Sql | undefined, run: Run): Promise<void> {
  if (!lookup) return;
  const keyOf = (r: Row) => JSON.stringify(Object.keys(r).filter((k) => /^g\d+$/.test(k)).map((k) => r[k]));
  const found = new Map((await run(lookup)).map((r) => [keyOf(r), r]));
  for (const record of records) Object.assign(record, { ...found.get(keyOf(record)), ...record });
}

/**
 * Counts per time bucket: the buckets that ended before the flush delay cannot change, so their
 * rows are kept and a live histogram counts only its open bucket. A bucket is counted whole in
 * one part, so its distinct users stay exact.
 */
async function countBuckets<M extends Record<string, EventMeasure | undefined>>(lists: EventLists, rollups: readonly Rollup[], query: EventQuery<M>, run: Run, kept: SettledQueryCache<Row[]>) {
  const { range } = query;
  const buckets = compile(lists, query).buckets!;
  const split = Math.min(range.to, Math.max(range.from, buckets.keyAt(Date.now() - SETTLED_AFTER_MS)));
  const countIn = async (part: TimeRange) => (part.from < part.to ? run(countStatement(lists, rollups, { ...query, range: part, top: undefined }).statement) : []);
  const key = JSON.stringify([{ ...query, range: undefined, top: undefined }, range.from, split]);
  const [settled, open] = await Promise.all([kept.get(key, () => countIn({ from: range.from, to: split })), countIn({ from: split, to: range.to })]);
  return topRows(countRows(query, [...settled, ...open], buckets), query.top as EventTop<Record<string, unknown>> | undefined);
}

/**
 * A range with settled hours, through the part SettledParts keeps of them: its rows per group
 * and, when users are counted, its (group…, visitor) pairs — counted here with the query's
 * other measures per pair. `top` and the latestOf values apply to the merged rows.
 */
async function countSettled<M extends Record<string, EventMeasure | undefined>>(
  lists: EventLists,
  rollups: readonly Rollup[],
  query: EventQuery<M>,
  run: Run,
  settled: SettledParts,
  split: number,
) {
  const measures = definedMeasures(query.measures);
  const latestOf = measures.filter((entry): entry is [string, { latestOf: LatestField }] => isLatestOf(entry[1]));
  const counted = measures.filter((entry): entry is [string, PartMeasure] => entry[1] !== 'users' && !isLatestOf(entry[1]));
  if (latestOf.length) counted.push([LATEST_KEY, 'latest']);
  const compiled = compile(lists, query);
  const groups = compiled.groups(sql`ts`).length;
  const users = measures.filter(([, m]) => m === 'users').map(([name]) => name);
  const records = await settled.count({
    key: JSON.stringify({ ...query, range: undefined, top: undefined }),
    range: query.range,
    split,
    groups,
    measures: counted.map(([name, m]) => [name, m === 'latest' ? 'max' : 'sum']),
    users,
    rows: (range) => countStatement(lists, rollups, { ...query, range, top: undefined, measures: Object.fromEntries(counted) }, users.length > 0).statement,
  });
  const top = topRows(
    records.map((record) => ({ ...measuresOf(query, record), groups: Array.from({ length: groups }, (_, i) => record[`g${i}`] as EventGroupKey), record })),
    query.top as EventTop<Record<string, unknown>> | undefined,
  ).map(({ record }) => record);
  if (latestOf.length) await lookUpLatest(top, latestStatement(lists, compiled, latestOf, top), run);
  return countRows(query, top);
}

/** A record's measures by name, as topRows orders them. */
const measuresOf = (query: { measures: object }, record: Row) => Object.fromEntries(Object.keys(query.measures).map((name) => [name, record[`m_${name}`]]));

/** A statement's rows as the EventStore answers them: group keys, every measure (undefined ones 0). */
function countRows<M extends Record<string, EventMeasure | undefined>>(query: EventQuery<M>, records: readonly Record<string, unknown>[], buckets?: TimeBuckets): EventCountRow<M>[] {
  const measures = Object.entries<EventMeasure | undefined>(query.measures);
  const groupCount = (query.groupBy?.length ?? 0) + (buckets ? 1 : 0);
  return records.map((record) => {
    let groups: EventGroupKey[] = Array.from({ length: groupCount }, (_, i) => record[`g${i}`] as EventGroupKey);
    if (buckets) groups = [buckets.keyOf(Number(groups[0]), Number(groups[1])), ...groups.slice(2)];
    const row: Record<string, unknown> = { groups };
    for (const [name, measure] of measures) {
      const value = record[`m_${name}`];
      row[name] = typeof measure === 'object' && 'latestOf' in measure ? String(value ?? '') : Number(value ?? 0);
    }
    return row as EventCountRow<M>;
  });
}
