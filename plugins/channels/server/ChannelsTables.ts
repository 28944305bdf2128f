import type { Kysely } from 'kysely';
import type { EntityColumns } from '../../../core/server/entities';
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

/** A channel: a management entity (organisation, owner, audit, version: channelsEntityMigration). */
export interface ChannelTable extends EntityColumns {
  title: string;
  /** The path prefix the channel names, e.g. `/sport`. */
  path: string;
}
