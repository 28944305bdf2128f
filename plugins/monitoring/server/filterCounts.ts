import type { EventFilter } from '../../../core/common/events';
import {
  eventFilterColumns,
  eventFilterWhere,
  type TimeRange,
  type EventStore,
  type SqlWhere,
  groupedCounts,
  type GroupedRow,
  type PartAggregate,
} from '../../../core/server/events';
import type { DataRow } from '../common/monitoringReplies';
import { countsUsers, type MonitoringFilter } from '../common/monitoringFilter';

export interface FilterCountsRequest<A extends string> {
  /** Names the query in the cache key (resource and anything not in the filter). */
  name: string;
  filter: EventFilter;
  range: TimeRange;
  groups: readonly string[];
  aggregates: Record<A, PartAggregate>;
  users: boolean;
  /** Conditions beyond the filter (referrer <> '', a list of candidate pages …) on grouped columns only; part of the cache key via `name`. */
  narrow?: (where: SqlWhere) => void;
}

/** groupedCounts over the monitoring filter: the filter (without its range) keys the settled cache. */
export function filterCounts<A extends string>(events: EventStore, request: FilterCountsRequest<A>): Promise<GroupedRow<A>[]> {
  const { filter, narrow } = request;
  return groupedCounts(events, {
    key: [request.name, { ...filter, from: undefined, to: undefined }],
    range: request.range,
    groups: request.groups,
    columns: [...request.groups, ...eventFilterColumns(filter)],
    aggregates: request.aggregates,
    users: request.users,
    where: (where, range) => {
      eventFilterWhere(filter, range, where);
      narrow?.(where);
    },
  });
}

/** Text order that does not depend on the locale (lists must be stable across machines). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const usersOf = (row: DataRow) => row.users ?? 0;

/** Number-list order (LIST_ORDER_SQL): most users, then most views, then by key. */
export const byUsers = (a: DataRow, b: DataRow) => usersOf(b) - usersOf(a) || b.doc_count - a.doc_count || byText(a.key, b.key);
/** views/… lists: most views, then most users (when counted), then by key. */
export const byViews = (a: DataRow, b: DataRow) => b.doc_count - a.doc_count || usersOf(b) - usersOf(a) || byText(a.key, b.key);

/** A row's counts for the reply: `users` only when the filter counts them. */
export function counts(filter: MonitoringFilter, views: number, users: number): Pick<DataRow, 'doc_count' | 'views' | 'users'> {
  return countsUsers(filter) ? { doc_count: views, users, views } : { doc_count: views, views };
}
