import { eventFilterWhere } from '../../../../core/server/events/eventFilter';
import { monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { TotalsReply } from '../../common/monitoringReplies';
import { monitoringResource } from '../monitoringResource';
import { USERS_SQL, VIEWS_SQL } from '../sqlMetrics';
import { activeWindow } from '../timeWindow';

/** users (active users: the big number of the UsersCard) and views (OP-28: the page-view variant) share one query. */
function totalsResource(name: 'users' | 'views') {
  return monitoringResource<MonitoringFilter>({
    name,
    filter: monitoringFilterSchema,
    async query(filter, { events }): Promise<TotalsReply> {
      const where = eventFilterWhere(filter, activeWindow(filter));
      const [row] = await events.query<{ users: number; views: number }>(`SELECT ${USERS_SQL} AS users, ${VIEWS_SQL} AS "views" FROM events ${where.sql}`, where.params);
      return { users: row.users, views: row.views };
    },
  });
}

export const usersResource = totalsResource('users');
export const viewsResource = totalsResource('views');
