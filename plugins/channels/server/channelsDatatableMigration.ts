import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes of the channels datatable (issue 14: a page of 100,000 channels of one organisation
 * among 1,000,000 within 50 ms). Every sort key gets an (organisation_id, key) btree, so a page
 * in any order reads its rows in order within the caller's organisation (the id one replaces the
 * organisation_id index it extends); the search (`%text%`, case-insensitive, in title and path)
 * gets trigram GIN indexes, so it reads the rows containing the text's trigrams, not every row.
 * They lead with organisation_id (btree_gin): a trigram index alone hands over the matches of
 * every organisation, and the planner, once it has statistics, reads them all from the table and
 * drops the others' (10 times the rows for an organisation holding a tenth of the table).
 *
 * pg_trgm and btree_gin are trusted contrib extensions (PostgreSQL's contrib, PGlite's contrib
 * bundle, which openDatabase loads). They go into `public`, not the schema a connection works in:
 * an extension exists once per database, and a schema dropped with it (a test suite's) would take
 * it away from the others; the trigram operator class is named with the schema it was found in
 * (btree_gin's are the default ones of their types, found without).
 */
export const channelsDatatableMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const extension of ['pg_trgm', 'btree_gin']) await sql`create extension if not exists ${sql.id(extension)} with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    const trigrams = sql.id(rows[0].schema, 'gin_trgm_ops');
    for (const column of ['title', 'path']) {
      await sql`create index ${sql.id(`channels_organisation_${column}_trgm_idx`)} on channels using gin (organisation_id, ${sql.id(column)} ${trigrams})`.execute(db);
    }
    for (const column of ['title', 'path', 'created_at']) {
      await db.schema.createIndex(`channels_organisation_${column}_idx`).on('channels').columns(['organisation_id', column]).execute();
    }
    await db.schema.createIndex('channels_organisation_id_idx').on('channels').columns(['organisation_id', 'id']).execute();
    await db.schema.dropIndex('channels_organisation_idx').execute();
  },
};
