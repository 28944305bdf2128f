import { listValue } from '@duckdb/node-api';
import type { PastMatchQuery } from '../EventQuery';
import type { FirstMatch, ListMatching } from '../pastMatching';
import type { TimeRange } from '../TimeRange';
import { countVisitorsOfIds } from './countVisitorsOfIds';
import type { DuckDbReader } from './DuckDbReader';
import { listColumn, type EventLists } from '../eventColumns';
import { eventFilterWhere } from './eventFilterSql';
import { DAY_MS, rangeParts, rollupTable } from '../rollups';
import { SqlWhere } from './SqlWhere';

/**
 * The rows of `where` that carry one of the ids, one row per carried id that is one of them:
 * unnested and semi-joined (a hash of the ids), not `list_has_any` (which compares every id of
 * every row with every id asked: a contains-rule names thousands of tags).
 */
function rowsCarrying(lists: EventLists, matching: ListMatching, where: SqlWhere, columns: string): string {
  const column = listColumn(matching.list);
  if (!lists.columns().includes(column)) throw new Error(`No enabled plugin keeps the event list "${matching.list}".`);
  const ids = where.param(listValue(matching.ids.map((id) => BigInt(id))));
  return `(SELECT ${columns}, unnest(${column}) AS id FROM events ${where.sql}) WHERE id IN (SELECT unnest(${ids}::BIGINT[]))`;
}

/** Not yet holding `id` of `list` (the stored assignments: flush first). */
function notHolding(where: SqlWhere, held: { list: string; id: number }): string {
  return `vid NOT IN (SELECT vid FROM list_assignments WHERE list = ${where.param(held.list)} AND id = ${where.param(held.id)})`;
}

/**
 * Visitors whose rows in the range carry one of the ids (and who do not hold `notHolding`): whole days
 * from the list's per-id roll-up where it keeps one (a visitor's day per id, a fraction of the
 * events), the rest from the events. Without `notHolding` it is the ids' union of visitors, whose
 * settled hours are kept (countVisitorsOfIds): asked again, a preview reads only the last hour.
 */
export async function countPastListMatches(store: DuckDbReader, query: PastMatchQuery & { matching: ListMatching }): Promise<number> {
  const { matching } = query;
  if (!matching.ids.length) return 0;
  if (!query.notHolding) return countVisitorsOfIds(store, { list: matching.list, ids: matching.ids, class: matching.class, range: query.range, domain: matching.domains });
  const perId = store.rollups.find((rollup) => rollup.perId?.list === listColumn(matching.list));
  const parts = perId ? rangeParts(query.range, store.rolledUntil(), ['day']) : [{ tier: 'events' as const, ...query.range }];
  const params: unknown[] = [];
  const selects = parts.map((part) => {
    const where = eventFilterWhere({ domain: matching.domains }, part, store.lists, new SqlWhere(params));
    if (part.tier === 'events') return `SELECT vid FROM ${rowsCarrying(store.lists, matching, where, 'vid')}`;
    // A per-id roll-up is ordered by day, class and id: one class's rows are read without the rest.
    if (matching.class !== undefined && perId!.perId!.classes) where.and(`class = ${where.param(matching.class)}`);
    where.and(`id IN (SELECT unnest(${where.param(listValue(matching.ids.map((id) => BigInt(id))))}::BIGINT[]))`);
    return `SELECT vid FROM ${rollupTable(perId!, 'day')} ${where.sql}`;
  });
  const outer = new SqlWhere(params);
  if (query.notHolding) outer.and(notHolding(outer, query.notHolding));
  const [row] = await store.query<{ visitors: number }>(`SELECT count(DISTINCT vid) AS visitors FROM (${selects.join(' UNION ALL ')}) ${outer.sql}`, params);
  return row.visitors;
}

/** Each visitor's first row in `part` that carries one of the ids, whether or not they hold the id. */
export function firstListMatches(store: DuckDbReader, matching: ListMatching, part: TimeRange): Promise<FirstMatch[]> {
  if (!matching.ids.length) return Promise.resolve([]);
  const where = eventFilterWhere({ domain: matching.domains }, part, store.lists);
  const rows = rowsCarrying(store.lists, matching, where, 'visitor_id, ts, domain');
  return store.query<FirstMatch>(`SELECT visitor_id AS "visitorId", min(ts) AS ts, arg_min(domain, ts) AS domain FROM ${rows} GROUP BY visitor_id`, where.params);
}

/** The statement that keeps the holders of `id` of `list` in `table` (vid, since, best score): read once per past assignment, not once per day. */
export function holdersTable(table: string, list: string, id: number): { sql: string; params: unknown[] } {
  return {
    sql: `CREATE TEMP TABLE ${table} AS SELECT vid, min(ts) AS since, max(score) AS score FROM list_assignments WHERE list = $1 AND id = $2 GROUP BY vid`,
    params: [list, id],
  };
}

/**
 * The UPDATE that gives the rows of [from, to) of every holder in `holders` (holdersTable) the id
 * from their assignment on — and the lists scored from it (EventListDeclaration.scoredFrom) where
 * the holder's best score reaches theirs. Rows that carry the id already are left alone, so it is
 * idempotent, and visitors the ingest assigned are untouched.
 */
export function holdersRewrite(lists: EventLists, holders: string, list: string, id: number, range: TimeRange): { sql: string; params: unknown[] } {
  const column = listColumn(list);
  const where = new SqlWhere();
  const idParam = `${where.param(id)}::${lists.idType(column)}`;
  const added = (c: string) => `list_sort(list_append(${c}, ${idParam}))`;
  const scored = lists
    .scoredFrom(list)
    .map((declared) => {
      const c = listColumn(declared.name);
      return `${c} = CASE WHEN a.score >= ${where.param(declared.scoredFrom!.minScore)} THEN ${added(c)} ELSE ${c} END`;
    });
  where
    .and('events.vid = a.vid AND events.ts >= a.since')
    .and(`events.ts >= ${where.param(BigInt(range.from))} AND events.ts < ${where.param(BigInt(range.to))}`)
    .and(`NOT list_contains(events.${column}, ${idParam})`);
  return { sql: `UPDATE events SET ${[`${column} = ${added(column)}`, ...scored].join(', ')} FROM ${holders} a ${where.sql}`, params: where.params };
}

/** The UTC days that meet [from, to), as ranges clipped to it, oldest first. */
export function daysOf(range: TimeRange): TimeRange[] {
  const days: TimeRange[] = [];
  for (let day = Math.floor(range.from / DAY_MS) * DAY_MS; day < range.to; day += DAY_MS) days.push({ from: Math.max(day, range.from), to: Math.min(day + DAY_MS, range.to) });
  return days;
}
