import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Words an admin adds to an audience, separated by commas: the AI-topic classifier learns them besides the names. */
export const audienceKeywordsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audiences').addColumn('keywords', 'text').execute();
  },
};
