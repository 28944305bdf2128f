import type { EventFilter } from '../../common/events/eventFilter';
import { PAGE_VIEWS } from './eventAggregates';
import { eventFilterColumns, eventFilterWhere, type TimeRange } from './eventFilter';
import type { EventStore } from './EventStore';
import { groupedCounts } from './groupedCounts';

/** A row's id lists: the audiences its visitor held, the channels its path matched. */
export type IdListColumn = 'audience_ids' | 'channel_ids';

/**
 * Exact distinct users and page views per id of an id list over the filter's rows in `range`
 * (a row counts for every id it carries), through groupedCounts: settled hours are kept, so a
 * live feed or the next call counts only the open hour. `name` keys the cache with the filter.
 */
export async function listedIdCounts(events: EventStore, name: string, column: IdListColumn, filter: EventFilter, range: TimeRange): Promise<{ id: number; users: number; views: number }[]> {
  const rows = await groupedCounts(events, {
    key: [name, { ...filter, from: undefined, to: undefined }],
    range,
    groups: ['id'],
    columns: [column, ...eventFilterColumns(filter)],
    aggregates: { views: PAGE_VIEWS },
    users: true,
    where: (where, part) => eventFilterWhere(filter, part, where),
    source: (where, table) => `(SELECT unnest(${column}) AS id, * FROM ${table} ${where.sql})`,
  });
  return rows.map((r) => ({ id: Number(r.groups[0]), users: r.users, views: r.views }));
}
