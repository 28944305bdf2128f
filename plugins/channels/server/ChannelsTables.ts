import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';

/** Kysely table types of the channels plugin's tables (channelsMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type ChannelsTables = {
  channels: ChannelTable;
};

/** Core's database typed with this plugin's tables too (Kysely's `$extendTables`, types only). */
export function channelsDb(db: Kysely<Database>): Kysely<Database & ChannelsTables> {
  return db.$extendTables<ChannelsTables>();
}

export interface ChannelTable {
  id: Generated<number>;
  organisation_id: number;
  title: string;
  /** The path prefix the channel names, e.g. `/sport`. */
  path: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
