import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addDatatableIndexes } from '../../../core/server/datatable';

/**
 * Indexes of the channels datatable (issue 14: a page of 100,000 channels of one organisation
 * among 1,000,000 within 50 ms): searched in title and path, sorted by title, path, created_at
 * and id (the id one replaces the organisation_id index it extends).
 */
export const channelsDatatableMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addDatatableIndexes(db, 'channels', { search: ['title', 'path'], sort: ['title', 'path', 'created_at'] });
    await db.schema.createIndex('channels_organisation_id_idx').on('channels').columns(['organisation_id', 'id']).execute();
    await db.schema.dropIndex('channels_organisation_idx').execute();
  },
};
