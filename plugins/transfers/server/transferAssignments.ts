import type { Kysely } from 'kysely';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import type { Database } from '../../../core/server/plugin';
import type { TransferInput } from '../common/transferSchema';
import { transfersDb } from './TransfersTables';

/** The audience type of each assigned audience, read from the audiences plugin's table (a required plugin). */
type AudienceTypeTables = { audiences: { id: number; type_id: number } };

/** What a transfer passes on, in id order: its audiences, also split by type (TR-16), and its pixels. */
export interface TransferAssignments {
  assignedAudiences: number[];
  assignedInterests: number[];
  assignedProperties: number[];
  assignedPixels: number[];
}

/** Replaces the audiences and pixels of a transfer (inside the caller's transaction); a repeated id is kept once. */
export async function writeAssignments(db: Kysely<Database>, transferId: number, body: Pick<TransferInput, 'assignedAudiences' | 'assignedPixels'>): Promise<void> {
  const tables = transfersDb(db);
  await tables.deleteFrom('transfer_audiences').where('transfer_id', '=', transferId).execute();
  await tables.deleteFrom('transfer_pixels').where('transfer_id', '=', transferId).execute();
  const audiences = [...new Set(body.assignedAudiences)];
  const pixels = [...new Set(body.assignedPixels)];
  if (audiences.length) await tables.insertInto('transfer_audiences').values(audiences.map((audience_id) => ({ transfer_id: transferId, audience_id }))).execute();
  if (pixels.length) await tables.insertInto('transfer_pixels').values(pixels.map((pixel_id) => ({ transfer_id: transferId, pixel_id }))).execute();
}

/** The assignments of one transfer. */
export async function assignmentsOf(db: Kysely<Database>, transferId: number): Promise<TransferAssignments> {
  const tables = transfersDb(db).$extendTables<AudienceTypeTables>();
  const [audiences, pixels] = await Promise.all([
    tables
      .selectFrom('transfer_audiences')
      .innerJoin('audiences', 'audiences.id', 'transfer_audiences.audience_id')
      .select(['audiences.id', 'audiences.type_id'])
      .where('transfer_audiences.transfer_id', '=', transferId)
      .orderBy('audiences.id')
      .execute(),
    tables.selectFrom('transfer_pixels').select('pixel_id').where('transfer_id', '=', transferId).orderBy('pixel_id').execute(),
  ]);
  const ofType = (type: number) => audiences.filter((a) => a.type_id === type).map((a) => a.id);
  return {
    assignedAudiences: audiences.map((a) => a.id),
    assignedInterests: ofType(AUDIENCE_TYPES.interest),
    assignedProperties: ofType(AUDIENCE_TYPES.property),
    assignedPixels: pixels.map((p) => p.pixel_id),
  };
}
