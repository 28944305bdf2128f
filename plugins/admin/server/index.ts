import { defineServerPlugin } from '../../../core/server/plugin';
import { adminActionsMigration } from './adminActionsMigration';
import { cronJobRoutes } from './cronJobRoutes';

export default defineServerPlugin({
  routes: [...cronJobRoutes],
  migrations: { '0001_admin_actions': adminActionsMigration },
});
