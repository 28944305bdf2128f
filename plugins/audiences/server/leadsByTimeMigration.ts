import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The leads download reads a timeframe's leads (leadsOfAudience): by submission time, not by scanning every lead ever stored. */
export const leadsByTimeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('leads_created_idx').on('leads').columns(['created_at', 'id']).execute();
  },
};
