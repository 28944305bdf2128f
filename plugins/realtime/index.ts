import { definePlugin } from '../../core/common/plugin/definePlugin';

/** The realtime dashboard (spec §2): named dashboards of cards over the monitoring data plane. */
export default definePlugin({
  id: 'realtime',
  product: 'analytics',
  // viewRealtime, the monitoring filter and complete come from monitoring; the add-filter form lists audiences.
  // Channels stay optional: their values come from the users/channels resource when a plugin provides it.
  requires: ['monitoring', 'audiences'],
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
