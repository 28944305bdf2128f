import { definePlugin } from '../../core/common/plugin';

/** The start page: four hot-link cards, one per product (spec §2 Dashboard page). */
export default definePlugin({
  id: 'dashboard',
  product: 'core',
  routes: [
    {
      path: '/dashboard',
      name: 'dashboard',
      permission: 'isLoggedIn',
      title: 'title',
      load: () => import('./client/DashboardPage'),
    },
  ],
  nav: [{ section: 'core', route: 'dashboard', icon: 'home', label: 'title' }],
});
