import type { FastifyInstance } from 'fastify';
import type { ServerServices } from '../ServerServices';
import { registerCollectRoute } from './collectRoute';
import type { IngestStep } from './IngestStep';
import { IngestPipeline } from './IngestPipeline';
import { KnownDomains } from './KnownDomains';
import { registerTrackerRoute } from './trackerRoute';

/** Mounts the data plane's public entry points, the tracker script and the collect endpoint, with the steps warmed up. */
export async function registerIngest(app: FastifyInstance, services: ServerServices, steps: readonly IngestStep[]): Promise<void> {
  await Promise.all(steps.map((step) => step.warmUp?.(services.db)));
  registerCollectRoute(app, new IngestPipeline(steps, services.db, () => services.events, services.contract), new KnownDomains(services.db), services.config.limits);
  registerTrackerRoute(app);
}
