import { definePlugin } from '../../core/common/plugin';
import { all, productModule } from '../../core/common/permissions';

/** Account display settings: the navigation-drawer switch (management spec §2). */
export default definePlugin({
  id: 'settings',
  product: 'account',
  permissions: {
    editSettings: all(productModule('account')),
  },
  routes: [
    {
      path: '/account/settings',
      name: 'settings',
      permission: 'editSettings',
      title: 'title',
      load: () => import('./client/SettingsPage'),
    },
  ],
  nav: [{ route: 'settings', icon: 'cog', label: 'title' }],
});
