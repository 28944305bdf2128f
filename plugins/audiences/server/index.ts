import { PerDatabaseCache } from '../../../core/server/ingest';
import { defineServerPlugin } from '../../../core/server/plugin';
import { assignIngestStep } from './assignIngestStep';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';
import { audienceCountRoutes } from './audienceCountRoutes';
import { audienceGrowthHistogramResource, audienceGrowthHistoryResource, audiencesResource } from './audienceResources';
import { audienceRoutes } from './audienceRoutes';
import { AudienceRules } from './AudienceRules';
import { audiencesMigration } from './audiencesMigration';
import { audiencesDb } from './AudiencesTables';
import { catalogueByDomainMigration } from './catalogueByDomainMigration';
import { catalogueIngestStep } from './catalogueIngestStep';
import { seedDemoTaxonomy } from './demoTaxonomy';
import { demoToolTraffic } from './demoTools';

/** Mapping rules change only through this plugin's routes (a later issue), which invalidate this cache. */
const rules = new PerDatabaseCache(AudienceRules.load);

export default defineServerPlugin({
  routes: [...audienceRoutes, ...audienceCountRoutes],
  resources: [audiencesResource, audienceGrowthHistoryResource, audienceGrowthHistogramResource],
  ingest: [assignIngestStep(rules), catalogueIngestStep],
  eventLists: [AUDIENCE_EVENT_LIST],
  migrations: { '0001_audiences': audiencesMigration, '0002_catalogue_by_domain': catalogueByDomainMigration },
  seedDemo: ({ db }) => seedDemoTaxonomy(audiencesDb(db)),
  demoTraffic: demoToolTraffic,
});
