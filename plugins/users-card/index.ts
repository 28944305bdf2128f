import { definePlugin } from '../../core/common/plugin/definePlugin';
import { usersCardSettings } from './common/usersCardSettings';

/** Users: a realtime-dashboard card reading 'users', 'users/histogram'. */
export default definePlugin({
  id: 'users-card',
  product: 'analytics',
  requires: ['monitoring'],
  cards: [
    {
      component: 'UsersCard',
      load: () => import('./client/UsersCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 3, minW: 3 },
      default: true,
      multiple: false,
      settings: usersCardSettings,
      options: [{ key: 'histogramCompare', label: 'options.histogramCompare', choices: ['yesterday', 'last_week'] }],
      resources: ['users', 'users/histogram'],
      title: 'title',
    },
  ],
});
