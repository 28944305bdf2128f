import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The audit trail of the admin tools (recordAdminAction). */
export const adminActionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_actions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('detail', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
