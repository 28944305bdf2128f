import { definePlugin } from '../../core/common/plugin';
import { all, crud, productModule } from '../../core/common/permissions';

/** Tracking (event) campaigns. */
export default definePlugin({
  id: 'trackings',
  product: 'dmp',
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
});
