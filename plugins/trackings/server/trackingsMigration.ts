import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { addEntityColumns } from '../../../core/server/entities';

/**
 * trackings (management §3 Tracking) and one table per kind of assignment, so the pixel firing
 * that reads them can join instead of parsing lists. Questions, answers and forms are the
 * catalogue's, named by domain and the site's id; ads and pixels by id (their plugins' tables may
 * be absent: no foreign keys to them). domain_id 0 means every domain, so it has none either.
 */
export const trackingsMigration: Migration = {
  // A migration sees no table types: the tables it changes are those of its own time.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('trackings')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date')
      .addColumn('domain_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('device_type', 'text', (c) => c.notNull().defaultTo('all'))
      .addColumn('auto_assignment', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await addEntityColumns(db, 'trackings');
    await db.schema.createIndex('trackings_organisation_id_idx').on('trackings').columns(['organisation_id', 'id']).execute();

    const tracking = (c: ColumnDefinitionBuilder) => c.notNull().references('trackings.id').onDelete('cascade');
    const assignments: Record<string, string[]> = {
      tracking_questions: ['domain', 'question_id'],
      tracking_answers: ['domain', 'question_id', 'answer_id'],
      tracking_forms: ['domain', 'form_id'],
      tracking_ads: ['ad_id'],
      tracking_pixels: ['pixel_id'],
      tracking_events: ['event'],
    };
    for (const [table, columns] of Object.entries(assignments)) {
      let create: CreateTableBuilder<string, string> = db.schema.createTable(table).addColumn('tracking_id', 'integer', tracking);
      for (const column of columns) create = create.addColumn(column, column === 'domain' || column === 'event' ? 'text' : 'integer', (c) => c.notNull());
      await create.addPrimaryKeyConstraint(`${table}_pkey`, ['tracking_id', ...columns]).execute();
    }
  },
};
