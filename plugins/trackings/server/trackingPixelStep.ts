import { utcIsoDay } from '../../../core/common/dateRange';
import type { IngestStep } from '../../../core/server/ingest';
import type { PixelFire } from '../../pixels/common/pixelsServerContract';
import { firingTrackings } from './firingTrackings';
import { trackingFires } from './trackingFires';

/**
 * The ingest step that fires trackings' pixels (issue 17): each tracked event that an active
 * tracking of its site's organisation matches (trackingFires) hands the tracking's pixels to the
 * pixels plugin, which fires the approved ones. Page views and hits of organisations without
 * trackings cost a lookup.
 */
export const trackingPixelStep: IngestStep = {
  name: 'trackingPixels',
  async enrich(hits, ctx) {
    if (!hits.some((h) => h.row.kind === 'event')) return;
    const trackings = await firingTrackings.get(ctx.db);
    const fires: PixelFire[] = [];
    for (const hit of hits) {
      const ofOrganisation = hit.row.kind === 'event' && hit.organisationId !== null ? trackings.get(hit.organisationId) : undefined;
      if (!ofOrganisation) continue;
      const day = utcIsoDay(hit.row.ts);
      const chosen = ofOrganisation.filter((t) => trackingFires(t, hit, day)).flatMap((t) => t.pixelIds);
      if (chosen.length) fires.push({ hit, pixelIds: chosen });
    }
    await ctx.contract('pixels').fire(ctx, fires);
  },
  warmUp: (db) => firingTrackings.get(db).then(() => undefined),
};
