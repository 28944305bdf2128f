import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addEntityColumns } from '../../../core/server/entities';

/** Texts of the pixel types' fields (management §3), null when the type has no such field. */
const TYPE_FIELDS = ['externalcode', 'staticcode', 'trigger_code', 'conversion_id', 'conversion_label', 'conversionvalue', 'custom_value', 'facebook_id', 'source'];

/** pixels: one row per pixel of an organisation, with the entity columns (owner, audit, version). */
export const pixelsMigration: Migration = {
  // A migration sees no table types: the tables it changes are those of its own time.
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable('pixels')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      // "unspecified" occurs in data brought from elsewhere (OP-67); the API stores the four others only.
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('javascript', 'google', 'facebook', 'image', 'unspecified')`))
      .addColumn('approved', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('image', 'text');
    for (const field of TYPE_FIELDS) table = table.addColumn(field, 'text');
    await table.addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
    // The table's default order within the caller's organisation (id descending).
    await db.schema.createIndex('pixels_organisation_id_idx').on('pixels').columns(['organisation_id', 'id']).execute();
    await addEntityColumns(db, 'pixels');
  },
};
