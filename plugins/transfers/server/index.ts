import { defineServerPlugin } from '../../../core/server/plugin';
import { seedDemoTransfers } from './demoTransfers';
import { transferEntity } from './transferEntity';
import { transferRoutes } from './transferRoutes';
import { transfersMigration } from './transfersMigration';

export default defineServerPlugin({
  routes: transferRoutes,
  entities: [transferEntity],
  migrations: { '0001_transfers': transfersMigration },
  seedDemo: seedDemoTransfers,
});
