import type { ColumnType, Kysely } from 'kysely';
import type { EntityColumns } from '../../../core/server/entities';
import type { Database } from '../../../core/server/plugin';

/** Kysely table types of the transfers plugin's tables (transfersMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type TransfersTables = {
  transfers: TransferTable;
  transfer_audiences: TransferAudienceTable;
  transfer_pixels: TransferPixelTable;
};

/** Core's database typed with this plugin's tables too (Kysely's `$extendTables`, types only). */
export function transfersDb(db: Kysely<Database>): Kysely<Database & TransfersTables> {
  return db.$extendTables<TransfersTables>();
}

/** A PostgreSQL `date`: written as YYYY-MM-DD, read back through to_char (the drivers would make a Date of it). */
type Day = ColumnType<unknown, string | null | undefined, string | null>;

/** A transfer: a management entity (organisation, owner, audit, version). */
export interface TransferTable extends EntityColumns {
  name: string;
  start_date: Day;
  end_date: Day;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** An audience a transfer passes on (interest or property); it goes with the audience. */
export interface TransferAudienceTable {
  transfer_id: number;
  audience_id: number;
}

/** A pixel a transfer fires. */
export interface TransferPixelTable {
  transfer_id: number;
  pixel_id: number;
}
