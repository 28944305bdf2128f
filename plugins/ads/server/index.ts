import { defineServerPlugin } from '../../../core/server/plugin';
import { adEmbedRoutes } from './adEmbedRoutes';
import { AD_EVENT_LIST } from './adEventList';
import { adEventStep } from './adEventStep';
import { adEntity } from './adEntity';
import { adRoutes } from './adRoutes';
import { adServeRoute } from './adServeRoute';
import { adsDatatableMigration } from './adsDatatableMigration';
import { adsMigration } from './adsMigration';
import { seedDemoAds } from './demoAds';
import { recommendationRoutes } from './recommendationRoutes';
import { servableAds } from './servableAds';

/**
 * The ads plugin's server half: the ad entity, its tables and routes, the review queue, the ad
 * decision (serve) with its index and the reference embed, the ingest step counting views and CTA
 * clicks per ad, the demo's ads, and recommend content (OP-66).
 */
export default defineServerPlugin({
  routes: [...adRoutes, adServeRoute, ...adEmbedRoutes, ...recommendationRoutes],
  caches: [servableAds.refreshable('domains')],
  ingest: [adEventStep],
  eventLists: [AD_EVENT_LIST],
  entities: [adEntity],
  migrations: { '0001_ads': adsMigration, '0002_ads_datatable': adsDatatableMigration },
  seedDemo: seedDemoAds,
});
