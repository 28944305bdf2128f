import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** channels: one row per named path prefix of an organisation. */
export const channelsMigration: Migration = {
  // A migration sees no table types: the tables it changes are those of its own time.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('channels')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('channels_organisation_idx').on('channels').column('organisation_id').execute();
  },
};
