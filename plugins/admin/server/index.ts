import { defineServerPlugin } from '../../../core/server/plugin';
import { adminActionsMigration } from './adminActionsMigration';
import { cronJobRoutes } from './cronJobRoutes';
import { taskRoutes } from './taskRoutes';

export default defineServerPlugin({
  routes: [...cronJobRoutes, ...taskRoutes],
  migrations: { '0001_admin_actions': adminActionsMigration },
});
