import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addDatatableIndexes } from '../../../core/server/datatable';

/**
 * Indexes of the ads table (issue 18: 100,000 ads): searched in the name, sorted by name and
 * created_at within an organisation; and the same two orders over every organisation, as an
 * admin pages through them (id has the primary key).
 */
export const adsDatatableMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addDatatableIndexes(db, 'ads', { search: ['name'], sort: ['name', 'created_at'] });
    for (const column of ['name', 'created_at']) await db.schema.createIndex(`ads_${column}_idx`).on('ads').column(column).execute();
  },
};
