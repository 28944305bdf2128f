import { groupBy } from '../../../core/common/collections';
import { PerDatabaseCache } from '../../../core/server/ingest';
import { isoDay } from '../../../core/server/plugin';
import { transfersDb } from './TransfersTables';

/** An active transfer as its firing reads it: when it runs and which pixels its audiences' members fire. */
export interface FiringTransfer {
  /** YYYY-MM-DD or null (open). */
  start: string | null;
  end: string | null;
  pixelIds: readonly number[];
}

/**
 * The active transfers with audiences and pixels, by organisation and audience — a page view tests
 * only the transfers of the audiences its visitor holds: the firing's index, read in one round of
 * queries and dropped by every transfer write (transferRoutes), so a switched-off or changed
 * transfer stops firing at once.
 */
export const firingTransfers = new PerDatabaseCache<ReadonlyMap<number, ReadonlyMap<number, FiringTransfer[]>>>('transfers', async (db) => {
  const tdb = transfersDb(db);
  const transfers = await tdb
    .selectFrom('transfers')
    .select(['id', 'organisation_id', isoDay('transfers.start_date').as('start_date'), isoDay('transfers.end_date').as('end_date')])
    .where('active', '=', true)
    .execute();
  if (!transfers.length) return new Map();
  const ids = transfers.map((t) => t.id);
  const [audiences, pixels] = await Promise.all([
    tdb.selectFrom('transfer_audiences').select(['transfer_id', 'audience_id']).where('transfer_id', 'in', ids).execute(),
    tdb.selectFrom('transfer_pixels').select(['transfer_id', 'pixel_id']).where('transfer_id', 'in', ids).execute(),
  ]);
  const audiencesOf = groupBy(audiences, (a) => a.transfer_id, (a) => a.audience_id);
  const pixelsOf = groupBy(pixels, (p) => p.transfer_id, (p) => p.pixel_id);
  const firing = transfers
    .filter((t) => pixelsOf.has(t.id))
    .map((t) => ({ organisationId: t.organisation_id, audienceIds: audiencesOf.get(t.id) ?? [], transfer: { start: t.start_date, end: t.end_date, pixelIds: pixelsOf.get(t.id)! } }));
  return new Map(
    [...groupBy(firing, (f) => f.organisationId)].map(([organisationId, ofOrganisation]) => [
      organisationId,
      groupBy(ofOrganisation.flatMap((f) => f.audienceIds.map((audienceId) => ({ audienceId, transfer: f.transfer }))), (a) => a.audienceId, (a) => a.transfer),
    ]),
  );
});
