import { defineServerPlugin } from '../../../core/server/plugin';
import { dashboardRoutes } from './dashboardRoutes';
import { dashboardNamesUniqueMigration } from './dashboardNamesUniqueMigration';
import { dashboardsMigration } from './dashboardsMigration';

export default defineServerPlugin({
  routes: dashboardRoutes,
  migrations: { '0001_dashboards': dashboardsMigration, '0002_dashboard_names_unique': dashboardNamesUniqueMigration },
});
