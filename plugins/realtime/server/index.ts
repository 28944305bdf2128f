import { defineServerPlugin } from '../../../core/server/plugin/defineServerPlugin';
import { dashboardRoutes } from './dashboardRoutes';
import { dashboardsMigration } from './dashboardsMigration';

export default defineServerPlugin({
  routes: dashboardRoutes,
  migrations: { '0001_dashboards': dashboardsMigration },
});
