import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The meta tags the tracker reports (the behaviour table's catalogue, written by
 * MetaTagCatalogueWriter): each key once; each (key, value) once under the id page views carry in
 * the event store (metaTagId); the domains each was seen on, since when. `value_lower` is the
 * value lower-cased as rules match it (matchesWildcard), so LIKE on it picks exactly the values a
 * rule matches, whatever the database's locale.
 */
export const metaTagsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('meta_keys').addColumn('key', 'text', (c) => c.primaryKey()).execute();
    await db.schema
      .createTable('meta_tags')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('value_lower', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('meta_tag_domains')
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('meta_tag_id', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('meta_tag_domains_pkey', ['domain', 'key', 'meta_tag_id'])
      .execute();
  },
};
