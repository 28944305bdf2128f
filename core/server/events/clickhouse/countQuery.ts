import { keptListColumn, type EventLists } from '../eventColumns';
import type { CountedRows, EventCondition, EventCountRow, EventGroupKey, EventMeasure, EventQuery, EventTop, LatestField } from '../EventQuery';
import { TimeBuckets } from '../timeBuckets';
import { column, conditionClause, eventFilterClause, whereClause } from './eventFilterClause';
import { ident, join, sql, type Sql } from './sql';

/** Which rows each count reads. */
const COUNTED: Record<CountedRows, Sql | undefined> = { views: sql`kind = 'pageview'`, events: sql`kind = 'event'`, hits: undefined };

/** A measure's alias: prefixed, so no measure (a `title`) shadows a column — ClickHouse substitutes aliases everywhere in a query. */
const alias = (name: string): Sql => ident(`m_${name}`);

/** The zone's offset at `ts`: a constant, or a multiIf over the transitions. */
function zoneOffset(buckets: TimeBuckets): Sql {
  const segments = buckets.zone.segments();
  if (segments.length === 1) return sql`${segments[0].offset}`;
  const cases = segments.slice(1).map(({ start }, i) => sql`ts < ${start}, ${segments[i].offset}`);
  return sql`multiIf(${join(cases)}, ${segments[segments.length - 1].offset})`;
}

/** The two integers TimeBuckets.keyOf takes: the bucket's local start and the offset (0 for days). */
function bucketGroups(buckets: TimeBuckets): [Sql, Sql] {
  const offset = zoneOffset(buckets);
  return [sql`intDiv(ts + ${offset}, ${buckets.size}) * ${buckets.size}`, buckets.interval === '1d' ? sql`0` : offset];
}

function measureSql(measure: EventMeasure, lists: EventLists): Sql {
  if (measure === 'users') return sql`uniqExact(vid)`;
  if (measure === 'latest') return sql`max(ts)`;
  if (typeof measure === 'string') return COUNTED[measure] ? sql`countIf(${COUNTED[measure]})` : sql`count()`;
  if ('latestOf' in measure) return sql`argMax(${ident(LATEST_COLUMNS[measure.latestOf])}, ts)`;
  const on = [COUNTED[measure.count], ...measure.where.map((c: EventCondition) => conditionClause(c, lists))].filter((c): c is Sql => c !== undefined);
  return on.length ? sql`countIf(${join(on, ' AND ')})` : sql`count()`;
}

const LATEST_COLUMNS: Record<LatestField, string> = { title: 'title', image: 'image' };

/**
 * One statement per query: ClickHouse scans the range's rows, grouped and cut as asked. A list
 * dimension reads the rows one id to a row (arrayJoin; with a class, the class beside its id).
 */
export function countStatement<M extends Record<string, EventMeasure | undefined>>(lists: EventLists, query: EventQuery<M>): { statement: Sql; buckets?: TimeBuckets } {
  const groups: Sql[] = [];
  let buckets: TimeBuckets | undefined;
  let unnested: { column: string; classes?: { column: string; id: number } } | undefined;
  for (const dimension of query.groupBy ?? []) {
    if (typeof dimension === 'string') groups.push(column(dimension));
    else if ('list' in dimension) {
      if (unnested) throw new Error('A query groups by one id list at most.');
      const listColumn = keptListColumn(lists, dimension.list);
      const classes = dimension.class === undefined ? undefined : lists.classColumn(dimension.list);
      if (dimension.class !== undefined && !classes) throw new Error(`The event list "${dimension.list}" has no classes to count one of.`);
      unnested = { column: listColumn, classes: classes ? { column: classes, id: dimension.class! } : undefined };
      groups.push(sql`id`);
    } else {
      if (buckets) throw new Error('A query groups by one time bucket at most.');
      buckets = new TimeBuckets(dimension.bucket, dimension.timeZone, query.range);
      groups.unshift(...bucketGroups(buckets));
    }
  }
  const filter = [...eventFilterClause(query.filter ?? {}, query.range, lists), ...(query.where ?? []).map((c) => conditionClause(c, lists))];
  const measures = Object.entries<EventMeasure | undefined>(query.measures).flatMap(([name, measure]) => (measure === undefined ? [] : [sql`${measureSql(measure, lists)} AS ${alias(name)}`]));
  const columns = [...groups.map((g, i) => sql`${g} AS ${ident(`g${i}`)}`), ...measures];
  const source = unnested ? listRows(unnested, filter) : sql`events ${whereClause(filter)}`;
  const grouped = groups.length ? sql`GROUP BY ${join(groups.map((_, i) => ident(`g${i}`)))}` : sql``;
  return { statement: sql`SELECT ${join(columns)} FROM ${source} ${grouped} ${topClause(query.top as EventTop<M> | undefined, query.measures)}`, buckets };
}

/** The filtered rows one id of the list to a row: `id` (and `class`, kept to one value). */
function listRows({ column: listColumn, classes }: { column: string; classes?: { column: string; id: number } }, filter: readonly Sql[]): Sql {
  if (!classes) return sql`(SELECT *, arrayJoin(${ident(listColumn)}) AS id FROM events ${whereClause(filter)})`;
  const unnest = sql`arrayJoin(arrayEnumerate(${ident(listColumn)})) AS i, ${ident(listColumn)}[i] AS id, ${ident(classes.column)}[i] AS class`;
  return sql`(SELECT *, ${unnest} FROM events ${whereClause(filter)}) WHERE class = ${classes.id}`;
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

/** A statement's rows as the EventStore answers them: group keys, every measure (undefined ones 0). */
export function countRows<M extends Record<string, EventMeasure | undefined>>(query: EventQuery<M>, records: readonly Record<string, unknown>[], buckets?: TimeBuckets): EventCountRow<M>[] {
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
