import { definePlugin } from '../../core/common/plugin';
import { all, any, productModule, rule } from '../../core/common/permissions';
import { resourceNames } from '../../core/common/resources';
import { monitoringResources } from './common/monitoringResources';

/** The analytics data plane. Every analytics page and card requires it. */
export default definePlugin({
  id: 'monitoring',
  product: 'analytics',
  permissions: {
    viewRealtime: all('REALTIME.VIEW', 'AUDIENCES.VIEW', productModule('analytics')),
    viewInsights: all('INSIGHTS.VIEW', 'AUDIENCES.VIEW', productModule('analytics')),
    /** The monitoring resources serve both the realtime dashboard and the insights pages. */
    viewMonitoring: any(rule('viewRealtime'), rule('viewInsights')),
    /** ToolsStatsCard: admins only (spec §6). */
    viewToolsStats: all(rule('viewRealtime'), rule('viewModuleAdmin')),
  },
  resources: resourceNames(monitoringResources),
  // The data plane's own filter fields; suggestions come from its complete resource.
  filterFields: [
    { field: 'domain', label: 'filter.fields.domain', kind: 'text', values: () => import('./client/completeFilterValues') },
    { field: 'page', label: 'filter.fields.page', kind: 'text', values: () => import('./client/completeFilterValues') },
  ],
  server: true,
});
