import { definePlugin } from '../../core/common/plugin';

/**
 * Insights audiences (/insights/audiences): choose interests and properties, then see their
 * users over up to 45 days — avatars, users chart, info, devices, referrer and pages tabs.
 */
export default definePlugin({
  id: 'insights-audiences',
  product: 'analytics',
  // audiences: the list and count calls; insights: the filter, frame and the devices, referrer and pages blocks (its contract).
  requires: ['insights', 'monitoring', 'audiences'],
  routes: [
    {
      path: '/insights/audiences',
      name: 'analyticsInsightsAudiences',
      permission: 'viewInsights',
      title: 'title',
      load: () => import('./client/InsightsAudiencesPage'),
    },
  ],
  nav: [{ route: 'analyticsInsightsAudiences', icon: 'people', label: 'title' }],
});
