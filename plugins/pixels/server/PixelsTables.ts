import type { Kysely } from 'kysely';
import type { EntityColumns } from '../../../core/server/entities';
import type { Database } from '../../../core/server/plugin';
import type { PixelFields } from '../common/storedPixelFields';

/** Kysely table types of the pixels plugin's tables (pixelsMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type PixelsTables = {
  pixels: PixelTable;
};

/** Core's database typed with this plugin's tables too (Kysely's `$extendTables`, types only). */
export function pixelsDb(db: Kysely<Database>): Kysely<Database & PixelsTables> {
  return db.$extendTables<PixelsTables>();
}

/** A pixel (management §3): a management entity (organisation, owner, audit, version) with its fields. */
export interface PixelTable extends EntityColumns, PixelFields {
  /** Set by the save (pixelReviewAfterSave) and by the back-office review. */
  approved: boolean;
  rejection_reason: string | null;
}
