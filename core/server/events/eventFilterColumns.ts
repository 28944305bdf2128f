import type { EventFilter } from '../../common/events/eventFilter';
import { FIELD_COLUMNS, isTextField, listColumn, type EventLists } from './eventColumns';
import type { EventCondition } from './EventQuery';

/** The event columns the monitoring filter reads besides the time (what a roll-up must keep to serve it). */
export function eventFilterColumns(filter: EventFilter, lists: EventLists): string[] {
  const columns = new Set<string>();
  if (filter.domain !== undefined) columns.add('domain');
  if (filter.page) columns.add('path');
  for (const term of filter.terms ?? []) {
    const column = isTextField(term.field) ? FIELD_COLUMNS[term.field] : lists.termColumn(term.field);
    if (column) columns.add(column);
  }
  return [...columns];
}

/** The event columns a condition of a query (or of a measure's count) reads. */
export function conditionColumns(condition: EventCondition): string[] {
  if ('list' in condition) return [listColumn(condition.list)];
  return 'pair' in condition ? condition.pair.map((field) => FIELD_COLUMNS[field]) : [FIELD_COLUMNS[condition.field]];
}
