import { definePlugin } from '../../core/common/plugin';

/**
 * Insights overview (/insights/overview): users, page views, devices, domains/pages,
 * channels, interests and visitor properties over up to 7 days. Disabled by default: the
 * spec's route table sends /insights/overview to /insights/content (OP-13); an integrator
 * enables it in console.config.json.
 */
export default definePlugin({
  id: 'insights-overview',
  product: 'analytics',
  // insights: the filter, frame and blocks (its contract); monitoring: the resources; audiences:
  // the audience rows of the interests and properties blocks; channels: the channel list (its contract).
  requires: ['insights', 'monitoring', 'audiences', 'channels'],
  routes: [
    {
      path: '/insights/overview',
      name: 'analyticsInsightsOverview',
      permission: 'viewInsights',
      title: 'title',
      load: () => import('./client/InsightsOverviewPage'),
    },
  ],
  nav: [{ route: 'analyticsInsightsOverview', icon: 'dashboard', label: 'title' }],
});
