import { defineRoute } from '../../../core/server/plugin';
import { classificationQuerySchema, type Classification, type ClassificationDays } from '../common/Classification';
import { topicPaths } from '../common/topicPaths';
import { callerDomains } from './callerDomains';
import { classificationRange } from './classificationRange';
import { countClassifications } from './countClassifications';
import { TOPIC_EVENT_LIST } from './topicEventList';
import { visibleAudienceRows } from './visibleAudienceRows';

/** aiDomains orders domains by their classified page views over this many days. */
const AI_DOMAIN_DAYS: ClassificationDays = 30;

/**
 * GET classifications and aiDomains (management §7, AI-01, AI-08), guarded by viewAudiences as
 * the AI page is (OP-43). Counts cover the caller's analytics domains only (a domain outside
 * them: 403) and the AI topics the caller sees — admins and AITOPICS.VIEW holders all, others
 * only the provider's (AI-06, AI-07, OP-45; readableAudiences).
 */
export const topicRoutes = [
  defineRoute({
    method: 'GET',
    url: topicPaths.classifications,
    permission: 'viewAudiences',
    schema: { query: classificationQuerySchema },
    async handler(ctx): Promise<Classification[]> {
      const { domain } = ctx.scopeDomains({ domain: ctx.query.domain || undefined });
      const topics = (await visibleAudienceRows(ctx)).filter((row) => row.is_aitopic).map((row) => row.id);
      return countClassifications(ctx.services.events, topics, classificationRange(ctx.query.days as ClassificationDays, Date.now()), domain);
    },
  }),
  defineRoute({
    method: 'GET',
    url: topicPaths.aiDomains,
    permission: 'viewAudiences',
    /** Every domain of the caller (the AI page shows a no-data text for one without topics, AI-05), those with the most classified page views first, then by name. */
    async handler(ctx): Promise<string[]> {
      const domains = await callerDomains(ctx);
      if (!domains.length) return [];
      const rows = await ctx.services.events.count({
        name: 'aiDomains',
        range: classificationRange(AI_DOMAIN_DAYS, Date.now()),
        filter: { domain: domains },
        groupBy: ['domain', { list: TOPIC_EVENT_LIST.name }],
        measures: { views: 'views' },
      });
      const views = new Map<string, number>();
      for (const row of rows) views.set(String(row.groups[0]), (views.get(String(row.groups[0])) ?? 0) + row.views);
      return [...domains].sort((a, b) => (views.get(b) ?? 0) - (views.get(a) ?? 0) || a.localeCompare(b));
    },
  }),
];
