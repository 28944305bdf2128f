import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The back-office review rejects a javascript pixel with a reason its owner reads (OP-12, issue 18's queue). */
export const pixelRejectionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('pixels').addColumn('rejection_reason', 'text').execute();
  },
};
