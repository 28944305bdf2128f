import { monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { TotalsReply } from '../../common/monitoringReplies';
import { monitoringResource } from '../monitoringResource';
import { filterCounts, VIEWS } from '../filterCounts';
import { activeWindow } from '../timeWindow';

/** users (active users: the big number of the UsersCard) and views (OP-28: the page-view variant) share one query. */
function totalsResource(name: 'users' | 'views') {
  return monitoringResource<MonitoringFilter>({
    name,
    filter: monitoringFilterSchema,
    async query(filter, { events }): Promise<TotalsReply> {
      const [row] = await filterCounts(events, { name: 'totals', filter, range: activeWindow(filter), groups: [], aggregates: { views: VIEWS }, users: true });
      return { users: row?.users ?? 0, views: row?.views ?? 0 };
    },
  });
}

export const usersResource = totalsResource('users');
export const viewsResource = totalsResource('views');
