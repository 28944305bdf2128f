import { definePlugin } from '../../core/common/plugin';

/** The realtime dashboard (spec §2): named dashboards of cards over the monitoring data plane. */
export default definePlugin({
  id: 'realtime',
  product: 'analytics',
  // viewRealtime and the monitoring settings come from monitoring; the filter bar's fields
  // (audience, channel, …) come from whichever plugins are enabled.
  requires: ['monitoring'],
  routes: [
    {
      path: '/realtime',
      name: 'analyticsRealtime',
      permission: 'viewRealtime',
      aliases: ['/analytics', '/monitoring', '/analytics/realtime'],
      title: 'title',
      hideContentHeader: true,
      load: () => import('./client/RealtimePage'),
    },
  ],
  nav: [{ section: 'analytics', route: 'analyticsRealtime', icon: 'dashboard', label: 'title' }],
  server: true,
});
