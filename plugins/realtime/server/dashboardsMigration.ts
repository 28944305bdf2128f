import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** dashboards: a user's named dashboards; grid and filter as JSON (spec §3 Dashboard). */
export const dashboardsMigration: Migration = {
  // A migration sees no table types: the tables it changes are those of its own time.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboards')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('grid', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('filter', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('dashboards_user_idx').on('dashboards').column('user_id').execute();
  },
};
