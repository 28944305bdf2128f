import { monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { TotalsReply } from '../../common/monitoringReplies';
import { metricResources } from '../../common/monitoringResources';
import type { ResourceRef } from '../../../../core/common/resources';
import { monitoringResource } from '../monitoringResource';
import { usersMeasure } from '../listRows';
import { activeWindow } from '../timeWindow';

/** users (active users: the big number of the UsersCard) and views (OP-28: the page-view variant) share one query. */
function totalsResource(ref: ResourceRef<MonitoringFilter, TotalsReply>) {
  return monitoringResource(ref, {
    filter: monitoringFilterSchema,
    async query(filter, { events }) {
      const users = usersMeasure(filter);
      const [row] = await events.count({ name: 'totals', range: activeWindow(filter), filter, measures: { views: 'views', users } });
      const views = row?.views ?? 0;
      return users ? { users: row?.users ?? 0, views } : { views };
    },
  });
}

export const usersResource = totalsResource(metricResources.users.totals);
export const viewsResource = totalsResource(metricResources.views.totals);
