import type { EventFilter } from '../../../common/events/eventFilter';
import { FIELD_COLUMNS, isTextField, keptListColumn, type EventLists } from '../eventColumns';
import type { EventCondition, EventField } from '../EventQuery';
import type { TimeRange } from '../TimeRange';
import { ident, join, sql, type Sql } from './sql';

export const column = (field: EventField): Sql => ident(FIELD_COLUMNS[field]);

const NOTHING = sql`0`;

/** `column IN (…)`; an empty list matches nothing. */
export const inList = (target: Sql, values: readonly (string | number)[]): Sql => (values.length ? sql`${target} IN (${join(values.map((v) => sql`${v}`))})` : NOTHING);

/**
 * The monitoring filter over `events` (and tables with its column names), as the DuckDB store's
 * eventFilterWhere reads it: time first (the sorting key's second column), then domain, page and terms.
 * `time`: the column of the rows' instant (a roll-up's is its bucket's start); `perIdList`: the
 * list whose ids the rows carry one to a row as `id` (a per-id roll-up's).
 */
export function eventFilterClause(filter: EventFilter, range: TimeRange, lists: EventLists, time: Sql = sql`ts`, perIdList?: string): Sql[] {
  const clauses = [sql`${time} >= ${Math.trunc(range.from)} AND ${time} < ${Math.trunc(range.to)}`];
  if (filter.domain !== undefined) {
    const domains = [filter.domain].flat().filter((d) => d !== '');
    // An explicit empty list (a user without analytics domains) sees nothing; '' alone means all.
    if (domains.length || Array.isArray(filter.domain)) clauses.push(inList(sql`domain`, domains));
  }
  if (filter.page) clauses.push(sql`path = ${filter.page}`);
  for (const term of filter.terms ?? []) {
    const values = [term.value].flat();
    if (isTextField(term.field)) {
      clauses.push(inList(column(term.field), values.map(String)));
      continue;
    }
    const listColumn = lists.termColumn(term.field);
    // A term on a list no enabled plugin keeps (audiences disabled): no row carries its ids.
    if (!listColumn || !values.length) clauses.push(NOTHING);
    else clauses.push(listColumn === perIdList ? inList(sql`id`, values.map(Number)) : sql`hasAny(${ident(listColumn)}, ${values.map(Number)})`);
  }
  return clauses;
}

/** A condition of a query's `where` or of a measure's count. */
export function conditionClause(condition: EventCondition, lists: EventLists): Sql {
  if ('list' in condition) return sql`has(${ident(keptListColumn(lists, condition.list))}, ${condition.has})`;
  if ('pair' in condition) {
    if (!condition.in.length) return NOTHING;
    const [first, second] = condition.pair.map(column);
    return sql`(${first}, ${second}) IN (${join(condition.in.map(([a, b]) => sql`(${a}, ${b})`))})`;
  }
  const target = column(condition.field);
  if ('contains' in condition) return sql`positionCaseInsensitiveUTF8(${target}, ${condition.contains}) > 0`;
  if ('notIn' in condition) return condition.notIn.length ? sql`NOT ${inList(target, condition.notIn)}` : sql`1`;
  return inList(target, condition.in);
}

/** `WHERE a AND b`, or nothing. */
export const whereClause = (clauses: readonly Sql[]): Sql => (clauses.length ? sql`WHERE ${join(clauses.map((c) => sql`(${c})`), ' AND ')}` : sql``);
