import { PerDatabaseCache } from '../../../core/server/ingest';
import { defineServerPlugin } from '../../../core/server/plugin';
import { assignedAudiencesRoute } from './assignedAudiencesRoute';
import { ANSWER_EVENT_LIST } from './answerEventList';
import { assignIngestStep } from './assignIngestStep';
import { assignRoutes } from './assignRoutes';
import { audienceChangeableRoute } from './audienceChangeableRoute';
import { audienceEntity } from './audienceEntity';
import { audienceJobs } from './audienceJobs';
import { audienceEntityRoutes } from './audienceEntityRoutes';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';
import { AUDIENCE_QUALITY_EVENT_LISTS } from './audienceQualityEventLists';
import { audienceCountRoutes } from './audienceCountRoutes';
import { audienceDownloadRoutes } from './audienceDownloadRoutes';
import { audienceGrowthHistogramResource, audienceGrowthHistoryResource, audiencesResource } from './audienceResources';
import { audienceRoutes } from './audienceRoutes';
import { AudienceRules } from './AudienceRules';
import { audiencesEntityMigration } from './audiencesEntityMigration';
import { audiencesMigration } from './audiencesMigration';
import { audienceImageRoutes } from './audienceImageRoutes';
import { audienceVideoMigration } from './audienceVideoMigration';
import { audiencesDb } from './AudiencesTables';
import { audienceKeywordsMigration } from './audienceKeywordsMigration';
import { catalogueByDomainMigration } from './catalogueByDomainMigration';
import { catalogueIngestStep } from './catalogueIngestStep';
import { leadsByTimeMigration } from './leadsByTimeMigration';
import { mappingCatalogueMigration } from './mappingCatalogueMigration';
import { seedDemoTaxonomy } from './demoTaxonomy';
import { demoToolTraffic } from './demoTools';
import { elementsMigration } from './elementsMigration';
import { formRoutes } from './formRoutes';
import { loadTopicClassifier } from './loadTopicClassifier';
import { META_KEY_EVENT_LIST, META_TAG_EVENT_LIST } from './metaTagEventLists';
import { metaTagIngestStep } from './metaTagIngestStep';
import { metaTagRoutes } from './metaTagRoutes';
import { pastAssignmentRoutes } from './pastAssignmentRoutes';
import { metaTagsMigration } from './metaTagsMigration';
import { questionRoutes } from './questionRoutes';
import { ruleRoutes } from './ruleRoutes';
import { sdkAssignRoute } from './sdkAssignRoute';
import { sdkDataMigration } from './sdkDataMigration';
import { TOPIC_EVENT_LIST } from './topicEventList';
import { topicIngestStep } from './topicIngestStep';
import { topicRoutes } from './topicRoutes';
import { audiencesServerContract } from './audiencesServerContract';

/** Mapping rules change only through this plugin's routes (the assign and rules dialogs' calls, deleting an audience), which invalidate this cache. */
const rules = new PerDatabaseCache('mappingRules', AudienceRules.load);
/** The AI-topic classifier: the audience routes invalidate it; reloads of an unchanged taxonomy keep the trained model (loadTopicClassifier). */
const topics = new PerDatabaseCache('topicClassifier', loadTopicClassifier);

export default defineServerPlugin({
  routes: [
    ...audienceRoutes,
    ...audienceCountRoutes,
    ...audienceDownloadRoutes,
    ...audienceEntityRoutes(rules, topics),
    audienceChangeableRoute,
    ...topicRoutes,
    ...audienceImageRoutes,
    ...questionRoutes,
    ...formRoutes,
    assignedAudiencesRoute,
    ...assignRoutes(rules),
    ...ruleRoutes(rules),
    ...pastAssignmentRoutes,
    sdkAssignRoute,
    ...metaTagRoutes,
  ],
  jobs: audienceJobs(rules),
  caches: [rules.refreshable('domains')],
  entities: [audienceEntity],
  resources: [audiencesResource, audienceGrowthHistoryResource, audienceGrowthHistogramResource],
  ingest: [assignIngestStep(rules), catalogueIngestStep, topicIngestStep(topics), metaTagIngestStep],
  eventLists: [AUDIENCE_EVENT_LIST, ...Object.values(AUDIENCE_QUALITY_EVENT_LISTS), TOPIC_EVENT_LIST, META_TAG_EVENT_LIST, META_KEY_EVENT_LIST, ANSWER_EVENT_LIST],
  migrations: {
    '0001_audiences': audiencesMigration,
    '0002_catalogue_by_domain': catalogueByDomainMigration,
    '0003_audiences_entity': audiencesEntityMigration,
    '0004_audience_keywords': audienceKeywordsMigration,
    '0005_audience_video': audienceVideoMigration,
    '0006_leads_by_time': leadsByTimeMigration,
    '0007_mapping_catalogue': mappingCatalogueMigration,
    '0008_meta_tags': metaTagsMigration,
    '0009_sdk_data': sdkDataMigration,
    '0010_elements': elementsMigration,
  },
  seedDemo: ({ db, adminId }) => seedDemoTaxonomy(audiencesDb(db), adminId),
  demoTraffic: demoToolTraffic,
  contract: audiencesServerContract,
});
