import { utcIsoDay } from '../../../core/common/dateRange';
import type { IngestStep } from '../../../core/server/ingest';
import { AUDIENCE_LIST } from '../../audiences/common/audienceList';
import type { PixelFire } from '../../pixels/common/pixelsServerContract';
import { firingTransfers, type FiringTransfer } from './firingTransfers';

/** Whether `transfer` runs on `day` (a hit's UTC day, YYYY-MM-DD; its dates included, open ends run on). */
function transferRunsOn(transfer: FiringTransfer, day: string): boolean {
  return (!transfer.start || day >= transfer.start) && (!transfer.end || day <= transfer.end);
}

/**
 * The ingest step that fires transfers' pixels (issue 17, remarketing): each page view of a
 * visitor holding one of an active transfer's audiences — on a site of the transfer's
 * organisation, on a day between its dates — hands the transfer's pixels to the pixels plugin,
 * which fires the approved ones. It runs after the audiences' step, so a visitor a rule assigns
 * at this page view fires at once.
 */
export const transferPixelStep: IngestStep = {
  name: 'transferPixels',
  async enrich(hits, ctx) {
    const transfers = await firingTransfers.get(ctx.db);
    if (!transfers.size) return;
    const fires: PixelFire[] = [];
    for (const hit of hits) {
      const held = hit.row.lists[AUDIENCE_LIST];
      if (hit.row.kind !== 'pageview' || !held?.length || hit.organisationId === null) continue;
      const byAudience = transfers.get(hit.organisationId);
      if (!byAudience) continue;
      const candidates = new Set(held.flatMap((id) => byAudience.get(id) ?? []));
      if (!candidates.size) continue;
      // Once per hit, not per transfer.
      const day = utcIsoDay(hit.row.ts);
      const chosen = [...candidates].filter((t) => transferRunsOn(t, day)).flatMap((t) => t.pixelIds);
      if (chosen.length) fires.push({ hit, pixelIds: chosen });
    }
    await ctx.contract('pixels').fire(ctx, fires);
  },
  warmUp: (db) => firingTransfers.get(db).then(() => undefined),
};
