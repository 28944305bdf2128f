import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addEntityColumns } from '../../../core/server/entities';

/**
 * transfers (a management entity) and what each passes on: its audiences and its pixels. Kept
 * in columns and join tables, indexed by audience and pixel, so that the data plane can ask which
 * active transfers of today hold an audience and which pixels they fire.
 */
export const transfersMigration: Migration = {
  // A migration sees no table types: the tables it changes are those of its own time.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('transfers')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date')
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('transfers_dates_in_order', sql`end_date is null or start_date is null or end_date >= start_date`)
      .execute();
    await addEntityColumns(db, 'transfers');
    await db.schema.createIndex('transfers_organisation_id_idx').on('transfers').columns(['organisation_id', 'id']).execute();
    // The audiences plugin (required) owns the audiences table: a deleted audience leaves its transfers.
    await db.schema
      .createTable('transfer_audiences')
      .addColumn('transfer_id', 'integer', (c) => c.notNull().references('transfers.id').onDelete('cascade'))
      .addColumn('audience_id', 'integer', (c) => c.notNull().references('audiences.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('transfer_audiences_pk', ['transfer_id', 'audience_id'])
      .execute();
    await db.schema.createIndex('transfer_audiences_audience_idx').on('transfer_audiences').column('audience_id').execute();
    // No foreign key to pixels: that table is the pixels plugin's, whose server half may come later; a gone pixel fires nothing.
    await db.schema
      .createTable('transfer_pixels')
      .addColumn('transfer_id', 'integer', (c) => c.notNull().references('transfers.id').onDelete('cascade'))
      .addColumn('pixel_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('transfer_pixels_pk', ['transfer_id', 'pixel_id'])
      .execute();
    await db.schema.createIndex('transfer_pixels_pixel_idx').on('transfer_pixels').column('pixel_id').execute();
  },
};
