import { parseUserAgent } from '../../../core/server/ingest';
import { defineRoute } from '../../../core/server/plugin';
import { AUDIENCE_LIST } from '../../audiences/common/audienceList';
import { FREE_AD_VIEWS_PER_MONTH } from '../common/Ad';
import { adPaths } from '../common/adPaths';
import { adServeQuery, plainServeQuery } from '../common/adServeQuery';
import { customTargetingEntries } from '../common/customTargeting';
import type { ServedAd } from '../common/ServedAd';
import { bestMatchesTargetAudiences, chooseAd, placeCandidates } from './chooseAd';
import { monthlyAdViews } from './monthlyAdViews';
import { servableAds, type ServableAd } from './servableAds';

function toServedAd(ad: ServableAd): ServedAd {
  const { id, type, native, display, display_timing, delay, duration, headline, cta_label, target_url, image, tag, nativeTag } = ad;
  return { id, type, native, display, display_timing, delay, duration, headline, cta_label, target_url, image, tag, nativeTag, settings: type === 'google' ? ad.settings : null };
}

/**
 * GET serve (public; issue 18): the ad for a place in an element on a site, from the decision
 * index (servableAds) — approved ads only, of the site's organisation or shared with it, in
 * placement and targeting (placeCandidates), DMP targeting against the audiences the visitor
 * holds (asked of the event store only when one of the closest matches targets some), the closest match
 * rotating among equals (chooseAd). An organisation on the free plan gets none once its sites
 * showed FREE_AD_VIEWS_PER_MONTH ads this month (OP-60). Any site may ask: the reply carries no
 * visitor data, so it is open to every origin.
 */
export const adServeRoute = defineRoute({
  method: 'GET',
  url: adPaths.serve,
  permission: 'public',
  schema: { query: adServeQuery },
  plainQuery: plainServeQuery,
  async handler(ctx): Promise<{ ad: ServedAd | null; limited?: true }> {
    ctx.reply.header('access-control-allow-origin', '*');
    const { query } = ctx;
    const index = await servableAds.get(ctx.db);
    const site = index.domains.get(query.domain);
    const organisation = site?.organisationId;
    const inventory = organisation == null ? undefined : index.byOrganisation.get(organisation);
    if (!site || organisation == null || !inventory) return { ad: null };
    const device = parseUserAgent(ctx.request.headers['user-agent'] ?? '').device;
    const candidates = placeCandidates(inventory, query, { domain: query.domain, domainId: site.id, device, keyValues: new Map(customTargetingEntries(query.kv).map((e) => [e.key, e.value])) });
    if (!candidates.length) return { ad: null };
    if (!index.unlimited.has(organisation) && (await monthlyAdViews(ctx.services.events, organisation, index.organisationDomains.get(organisation) ?? [])) >= FREE_AD_VIEWS_PER_MONTH) {
      return { ad: null, limited: true };
    }
    const held = bestMatchesTargetAudiences(candidates) && query.visitorId ? ((await ctx.services.events.visitorAssignments(AUDIENCE_LIST, [query.visitorId])).get(query.visitorId) ?? []) : [];
    const ad = chooseAd(candidates, new Set(held.map((h) => h.id)), Math.random());
    return { ad: ad ? toServedAd(ad) : null };
  },
});
