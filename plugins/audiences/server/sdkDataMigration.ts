import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * SDK data (issue 16): an organisation's API keys for server-to-server calls, stored as the
 * SHA-256 of the key only (a random 32-byte key needs no slow hash; the key is shown once, on
 * creation), revoked rather than deleted so their rules keep naming them; and the SDK data
 * rules — one per call that assigned visitors to an audience, owned by the key's organisation.
 */
export const sdkDataMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sdk_api_keys')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('audience_sdk_rules')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('audience_id', 'integer', (c) => c.notNull().references('audiences.id').onDelete('cascade'))
      .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
      .addColumn('api_key_id', 'integer', (c) => c.notNull().references('sdk_api_keys.id').onDelete('cascade'))
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .addColumn('affinity_score', 'smallint', (c) => c.notNull().check(sql`affinity_score between 1 and 10`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('audience_sdk_rules_audience_idx').on('audience_sdk_rules').column('audience_id').execute();
  },
};
