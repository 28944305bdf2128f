import { defineRoute } from '../../../core/server/plugin';
import type { MetaTagRow } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';
import { DEFAULT_META_KEY, distinctVisitorsQuerySchema, metaTagsQuerySchema } from '../common/mappingSchemas';
import { audiencesDb } from './AudiencesTables';
import { callerDomains } from './callerDomains';
import { MetaTagCatalogue } from './MetaTagCatalogue';
import { META_TAG_EVENT_LIST } from './metaTagEventLists';
import { metaKeyClass, metaTagId } from './metaTagId';
import { SurfRulesOfKey } from './SurfRulesOfKey';
import { timeframeRange } from './timeframeRange';
import { topMetaTags } from './topMetaTags';
import { typedWildcard, wildcardLike } from './wildcardLike';

/**
 * The behaviour table's calls (management §7 "Meta tags", MT-09 … MT-15), guarded by
 * viewSurfBehaviour as its screen is: meta tags seen on the caller's analytics domains (or
 * `filters.domain` within them, 403 outside; every domain for those who see all), visitors counted
 * exactly there — another organisation's sites are never listed or counted.
 */
export const metaTagRoutes = [
  defineRoute({
    method: 'GET',
    url: mappingPaths.metaTags.list,
    permission: 'viewSurfBehaviour',
    schema: { query: metaTagsQuerySchema },
    async handler(ctx): Promise<MetaTagRow[]> {
      const [domains, rules] = await Promise.all([callerDomains(ctx, ctx.query.filters.domain), SurfRulesOfKey.load(ctx, ctx.query.key)]);
      return topMetaTags(ctx.services.events, new MetaTagCatalogue(audiencesDb(ctx.db), domains), rules, domains, ctx.query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: mappingPaths.metaTags.distinctVisitors,
    permission: 'viewSurfBehaviour',
    schema: { query: distinctVisitorsQuerySchema },
    /**
     * Visitors whose page views carried a value of the key that a rule of this value and logic would
     * match: the union over those values; with `exact` the one tag of that value (OP-68's row), whose
     * stars are its own.
     */
    async handler(ctx): Promise<{ visitors: number }> {
      const { key, value, logic, exact, filters } = ctx.query;
      const domains = await callerDomains(ctx, filters.domain);
      const normalKey = key.toLowerCase();
      const ids = exact ? [metaTagId(normalKey, value)] : await new MetaTagCatalogue(audiencesDb(ctx.db), domains).idsLike(normalKey, wildcardLike(typedWildcard(value, logic)));
      const range = timeframeRange(filters.timeframe, Date.now());
      return { visitors: await ctx.services.events.countVisitorsOfIds({ list: META_TAG_EVENT_LIST.name, class: metaKeyClass(normalKey), ids, range, domain: domains }) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: mappingPaths.metaTags.availableFields,
    permission: 'viewSurfBehaviour',
    /** The keys seen on the caller's domains (MT-09): og:title first, the rest by name. */
    async handler(ctx): Promise<string[]> {
      const keys = await new MetaTagCatalogue(audiencesDb(ctx.db), await callerDomains(ctx)).keys();
      return keys.sort((a, b) => Number(b === DEFAULT_META_KEY) - Number(a === DEFAULT_META_KEY) || a.localeCompare(b));
    },
  }),
];
