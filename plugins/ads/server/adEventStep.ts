import type { IngestStep } from '../../../core/server/ingest';
import { AD_EVENT_LIST, AD_EVENTS } from './adEventList';
import { servableAds } from './servableAds';

const AD_EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(AD_EVENTS));

/**
 * The ingest step that counts ads (issue 18): an ad view or a CTA click naming an ad (`adId`)
 * carries the ad's id in the ad list — if the ad is one the decision could have served there
 * (approved, of the site's organisation or shared with it), so a page cannot count views for
 * another organisation's ads. Every other hit passes untouched.
 */
export const adEventStep: IngestStep = {
  name: 'adEvents',
  async enrich(hits, ctx) {
    if (!hits.some((h) => h.hit.adId !== undefined)) return;
    const index = await servableAds.get(ctx.db);
    for (const { hit, row, organisationId } of hits) {
      if (row.kind !== 'event' || !AD_EVENT_NAMES.has(row.event) || hit.adId === undefined || organisationId === null) continue;
      if (index.byId.get(hit.adId)?.organisations.has(organisationId)) row.lists[AD_EVENT_LIST.name] = [hit.adId];
    }
  },
  warmUp: (db) => servableAds.get(db).then(() => undefined),
};
