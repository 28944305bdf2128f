import { defineServerPlugin } from '../../../core/server/plugin';
import { adminActionsMigration } from './adminActionsMigration';
import { cacheRoutes } from './cacheRoutes';
import { cronJobRoutes } from './cronJobRoutes';
import { taskRoutes } from './taskRoutes';

export default defineServerPlugin({
  routes: [...cronJobRoutes, ...taskRoutes, ...cacheRoutes],
  migrations: { '0001_admin_actions': adminActionsMigration },
});
