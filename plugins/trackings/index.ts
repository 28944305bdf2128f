import { definePlugin } from '../../core/common/plugin';
import { all, crud, productModule } from '../../core/common/permissions';

/** Tracking (event) campaigns. */
export default definePlugin({
  id: 'trackings',
  product: 'dmp',
  // The wizard's pixel step and the detail's assigned pixels (pixels' contract); the catalogue's questions and forms (audiences' calls).
  requires: ['pixels', 'audiences'],
  // The wizard's ads picker (ads' contract), offered while the ads plugin is enabled.
  optional: ['ads'],
  permissions: {
    viewTrackings: all('TRACKING_EVENTS.VIEW', productModule('dmp')),
    crudTrackings: all(
      ...crud('TRACKING_EVENTS'),
      'PIXELS.VIEW',
      'POLLS.VIEW',
      'ADS.VIEW',
      'LEAD_FORMS.VIEW',
      productModule('dmp'),
    ),
  },
  routes: [
    { path: '/tracking/track-events', name: 'trackEvents', permission: 'viewTrackings', title: 'title', load: () => import('./client/TrackingsPage') },
    { path: '/tracking/track-events/:id', name: 'trackEventsDetail', permission: 'crudTrackings', title: 'detail.title', load: () => import('./client/TrackingDetailPage') },
  ],
  nav: [{ route: 'trackEvents', icon: 'locate', label: 'title' }],
  server: true,
});
