import { definePlugin } from '../../core/common/plugin/definePlugin';
import { all, any, productModule, rule } from '../../core/common/permissions/permissionRule';
import { MONITORING_RESOURCES } from './common/monitoringResources';

/** The analytics data plane. Every analytics page and card requires it. */
export default definePlugin({
  id: 'monitoring',
  product: 'analytics',
  // The shared filter bar (common/filter) offers the audience tree as filter values.
  requires: ['audiences'],
  permissions: {
    viewRealtime: all('REALTIME.VIEW', 'AUDIENCES.VIEW', productModule('analytics')),
    viewInsights: all('INSIGHTS.VIEW', 'AUDIENCES.VIEW', productModule('analytics')),
    /** The monitoring resources serve both the realtime dashboard and the insights pages. */
    viewMonitoring: any(rule('viewRealtime'), rule('viewInsights')),
    /** ToolsStatsCard: admins only (spec §6). */
    viewToolsStats: all(rule('viewRealtime'), rule('viewModuleAdmin')),
  },
  resources: [...MONITORING_RESOURCES],
  server: true,
});
