import type { VisitorsOfIdsQuery } from '../EventQuery';
import type { DuckDbReader } from './DuckDbReader';
import { eventFilterColumns } from '../eventFilterColumns';
import { eventFilterWhere } from './eventFilterSql';
import { groupedCounts } from './groupedCounts';
import { listRowsColumns, listRowsOf, listRowsSource } from './listRows';

/**
 * The union of the ids' visitors (see EventStore.countVisitorsOfIds): the rows of those ids, one
 * id to a row, counted as one group — whole days from the list's per-id roll-up, the settled hours
 * kept as any count's (groupedCounts).
 */
export async function countVisitorsOfIds(store: DuckDbReader, query: VisitorsOfIdsQuery): Promise<number> {
  const ids = [...new Set(query.ids)].sort((a, b) => a - b);
  if (!ids.length) return 0;
  const rows = listRowsOf(store.lists, query.list, query.class, ids);
  const filter = { domain: query.domain };
  const [counted] = await groupedCounts(store, {
    key: ['visitorsOfIds', query.list, query.class ?? null, ids, query.domain ?? null],
    range: query.range,
    groups: [],
    columns: [...eventFilterColumns(filter, store.lists), ...listRowsColumns(rows)],
    unnests: rows.column,
    aggregates: {},
    users: true,
    where: (where, range) => eventFilterWhere(filter, range, store.lists, where),
    source: listRowsSource(rows),
  });
  return counted?.users ?? 0;
}
