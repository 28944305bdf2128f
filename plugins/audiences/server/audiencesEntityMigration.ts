import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addEntityColumns } from '../../../core/server/entities';

/**
 * audiences become a management entity: owner, audit columns and version (existing rows: see
 * addEntityColumns). The shared taxonomy keeps organisation_id null and so no owner.
 */
export const audiencesEntityMigration: Migration = {
  up: (db: Kysely<unknown>) => addEntityColumns(db, 'audiences'),
};
