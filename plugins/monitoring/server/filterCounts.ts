import type { EventFilter } from '../../../core/common/events/eventFilter';
import { eventFilterWhere, type TimeRange } from '../../../core/server/events/eventFilter';
import type { EventStore } from '../../../core/server/events/EventStore';
import type { SqlWhere } from '../../../core/server/events/SqlWhere';
import type { DataRow } from '../common/monitoringReplies';
import { groupedCounts, type GroupedRow, type PartAggregate } from '../../../core/server/events/groupedCounts';
import { VIEWS_SQL } from './sqlMetrics';

/** Page views as a part aggregate. */
export const VIEWS: PartAggregate = { sql: VIEWS_SQL, merge: 'sum' };

export interface FilterCountsRequest<A extends string> {
  /** Names the query in the cache key (resource and anything not in the filter). */
  name: string;
  filter: EventFilter;
  range: TimeRange;
  groups: readonly string[];
  aggregates: Record<A, PartAggregate>;
  users: boolean;
  /** Conditions beyond the filter (referrer <> '', a list of candidate pages …); part of the cache key via `name`. */
  narrow?: (where: SqlWhere) => void;
  source?: (where: SqlWhere) => string;
}

/** groupedCounts over the monitoring filter: the filter (without its range) keys the settled cache. */
export function filterCounts<A extends string>(events: EventStore, request: FilterCountsRequest<A>): Promise<GroupedRow<A>[]> {
  const { filter, narrow } = request;
  return groupedCounts(events, {
    key: [request.name, { ...filter, from: undefined, to: undefined }],
    range: request.range,
    groups: request.groups,
    aggregates: request.aggregates,
    users: request.users,
    source: request.source,
    where: (where, range) => {
      eventFilterWhere(filter, range, where);
      narrow?.(where);
    },
  });
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Number-list order (LIST_ORDER_SQL): most users, then most views, then by key. */
export const byUsers = (a: DataRow, b: DataRow) => b.users - a.users || b.doc_count - a.doc_count || byText(a.key, b.key);
/** views/… lists: most views, then most users, then by key. */
export const byViews = (a: DataRow, b: DataRow) => b.doc_count - a.doc_count || b.users - a.users || byText(a.key, b.key);
