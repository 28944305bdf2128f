import { definePlugin } from '../../core/common/plugin';

/**
 * Insights content (/insights/content): trending pages, the views chart and the info, devices,
 * referrer and audiences tabs over up to 31 days. /insights/overview leads here while no
 * enabled plugin renders it (spec §2 route table, OP-13).
 */
export default definePlugin({
  id: 'insights-content',
  product: 'analytics',
  // insights: the filter, frame and devices and referrer blocks (its contract); monitoring: the
  // resources. The audiences tab (the audience trees' rows) is there while audiences is enabled.
  requires: ['insights', 'monitoring'],
  optional: ['audiences'],
  routes: [
    {
      path: '/insights/content',
      name: 'analyticsInsightsContent',
      permission: 'viewInsights',
      title: 'title',
      redirects: ['/insights/overview'],
      load: () => import('./client/InsightsContentPage'),
    },
  ],
  nav: [{ route: 'analyticsInsightsContent', icon: 'document', label: 'title' }],
});
