import type { FastifyInstance } from 'fastify';
import type { ServerServices } from '../ServerServices';
import { registerCollectRoute } from './collectRoute';
import type { IngestStep } from './IngestStep';
import { IngestPipeline } from './IngestPipeline';
import { KnownDomains } from './KnownDomains';
import { registerTrackerRoute } from './trackerRoute';

/** Mounts the data plane's public entry points: the tracker script and the collect endpoint. */
export function registerIngest(app: FastifyInstance, services: ServerServices, steps: readonly IngestStep[]): IngestPipeline {
  const pipeline = new IngestPipeline(steps, services.db, () => services.events);
  registerCollectRoute(app, pipeline, new KnownDomains(services.db), services.config.limits);
  registerTrackerRoute(app);
  return pipeline;
}
