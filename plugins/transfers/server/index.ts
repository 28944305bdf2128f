import { defineServerPlugin } from '../../../core/server/plugin';
import { seedDemoTransfers } from './demoTransfers';
import { transferEntity } from './transferEntity';
import { transferPixelStep } from './transferPixelStep';
import { transferRoutes } from './transferRoutes';
import { transfersMigration } from './transfersMigration';
import { firingTransfers } from './firingTransfers';

/** The transfers plugin's server half: the transfer entity, its tables and routes, the demo's transfers, and the ingest step firing transfers' pixels. */
export default defineServerPlugin({
  routes: transferRoutes,
  caches: [firingTransfers.refreshable('domains')],
  ingest: [transferPixelStep],
  entities: [transferEntity],
  migrations: { '0001_transfers': transfersMigration },
  seedDemo: seedDemoTransfers,
});
