import type { IngestStep } from '../../../core/server/ingest';
import type { PixelFire } from '../../pixels/common/pixelsServerContract';
import { firingTrackings } from './firingTrackings';
import { trackingsFiringAt } from './trackingIndex';

/**
 * The ingest step that fires trackings' pixels (issue 17): each tracked event that an active
 * tracking of its site's organisation matches (trackingFires) hands the tracking's pixels to the
 * pixels plugin, which fires the approved ones. Page views and hits of organisations without
 * trackings cost a lookup; other hits test only the trackings naming their items (trackingIndex).
 */
export const trackingPixelStep: IngestStep = {
  name: 'trackingPixels',
  async enrich(hits, ctx) {
    if (!hits.some((h) => h.row.kind === 'event')) return;
    const trackings = await firingTrackings.get(ctx.db);
    const fires: PixelFire[] = [];
    for (const hit of hits) {
      const index = hit.row.kind === 'event' && hit.organisationId !== null ? trackings.get(hit.organisationId) : undefined;
      if (!index) continue;
      const chosen = trackingsFiringAt(index, hit).flatMap((t) => t.pixelIds);
      if (chosen.length) fires.push({ hit, pixelIds: chosen });
    }
    await ctx.contract('pixels').fire(ctx, fires);
  },
  warmUp: (db) => firingTrackings.get(db).then(() => undefined),
};
