import type { EventFilter } from '../../../common/events/eventFilter';
import type { TimeRange } from '../TimeRange';
import { FIELD_COLUMNS, isTextField, type EventLists } from '../eventColumns';
import { SqlWhere } from './SqlWhere';

/**
 * The one translation of the monitoring filter into SQL over the `events` table (and any
 * table with the same column names: the roll-ups). Time goes first so the store prunes row
 * groups by `ts`. Pass `where` to add to conditions already started.
 */
export function eventFilterWhere(filter: EventFilter, range: TimeRange, lists: EventLists, where = new SqlWhere()): SqlWhere {
  where.and(`ts >= ${where.param(BigInt(Math.trunc(range.from)))} AND ts < ${where.param(BigInt(Math.trunc(range.to)))}`);
  if (filter.domain !== undefined) {
    const domains = [filter.domain].flat().filter((d) => d !== '');
    // An explicit empty list (a user without analytics domains) sees nothing; '' alone means all.
    if (domains.length || Array.isArray(filter.domain)) where.and(`domain IN ${where.list(domains)}`);
  }
  if (filter.page) where.and(`path = ${where.param(filter.page)}`);
  for (const term of filter.terms ?? []) {
    const values = [term.value].flat();
    if (isTextField(term.field)) {
      where.and(`${FIELD_COLUMNS[term.field]} IN ${where.list(values.map(String))}`);
      continue;
    }
    const column = lists.termColumn(term.field);
    // A term on a list no enabled plugin keeps (audiences disabled): no row carries its ids.
    if (!column || !values.length) where.and('false');
    else where.and(values.map((v) => `list_contains(${column}, ${where.param(Number(v))}::${lists.idType(column)})`).join(' OR '));
  }
  return where;
}
