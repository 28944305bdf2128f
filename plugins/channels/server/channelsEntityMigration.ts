import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addEntityColumns } from '../../../core/server/entities';

/** channels become a management entity: owner, audit columns and version (existing rows: see addEntityColumns). */
export const channelsEntityMigration: Migration = {
  up: (db: Kysely<unknown>) => addEntityColumns(db, 'channels'),
};
