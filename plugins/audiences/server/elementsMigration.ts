import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The elements catalogue (issue 18): what the question hits report of their poll, quiz or personality test. */
export const elementsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('elements')
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('type', 'smallint', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('elements_pkey', ['domain', 'id'])
      .execute();
  },
};
