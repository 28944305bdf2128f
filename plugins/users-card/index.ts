import { defineCard, definePlugin } from '../../core/common/plugin';
import { monitoringResources } from '../monitoring/common/monitoringResources';
import { usersCardSettings } from './common/usersCardSettings';

/** Users: a realtime-dashboard card reading 'users', 'users/histogram', or with usePageViews 'views', 'views/histogram'. */
export default definePlugin({
  id: 'users-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    defineCard({
      component: 'UsersCard',
      load: () => import('./client/UsersCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 3, minW: 3 },
      default: true,
      // RG-12: first on the default dashboard, large enough to read its chart; beside it devices and referrer types (3 + 3 rows).
      defaultPlace: { order: 1, w: 8, h: 6 },
      multiple: false,
      settings: usersCardSettings,
      resources: [monitoringResources.users.name, monitoringResources.usersHistogram.name, monitoringResources.views.name, monitoringResources.viewsHistogram.name],
      title: 'title',
    }),
  ],
});
