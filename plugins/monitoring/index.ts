import { definePlugin } from '../../core/common/plugin/definePlugin';
import { all, productModule } from '../../core/common/permissions/permissionRule';

/** The analytics data plane. Every analytics page and card requires it. */
export default definePlugin({
  id: 'monitoring',
  product: 'analytics',
  permissions: {
    viewRealtime: all('REALTIME.VIEW', 'AUDIENCES.VIEW', productModule('analytics')),
    viewInsights: all('INSIGHTS.VIEW', 'AUDIENCES.VIEW', productModule('analytics')),
  },
});
