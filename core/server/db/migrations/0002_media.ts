import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The media library: what each stored image is, where it came from and who may find it (core/server/media). */
export const media: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('media_files')
      .addColumn('filename', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('animated', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('organisation_id', 'integer', (c) => c.references('organisations.id').onDelete('cascade'))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('media_files_listed').on('media_files').columns(['listed', 'created_at']).execute();
  },
};
