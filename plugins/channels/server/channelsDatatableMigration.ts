import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes of the channels datatable (issue 14: a page of 100,000 channels of one organisation
 * among 1,000,000 within 50 ms). Every sort key gets an (organisation_id, key) btree, so a page
 * in any order reads its rows in order within the caller's organisation (the id one replaces the
 * organisation_id index it extends); the search (`%text%`, case-insensitive, in title and path)
 * gets trigram GIN indexes, so it reads the rows containing the text's trigrams, not every row.
 *
 * pg_trgm is a trusted contrib extension (PostgreSQL's contrib, PGlite's contrib bundle, which
 * openDatabase loads). It goes into `public`, not the schema a connection works in: an extension
 * exists once per database, and a schema dropped with it (a test suite's) would take it away from
 * the others; its operator class is then named with the schema it was found in.
 */
export const channelsDatatableMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    const trigrams = sql.id(rows[0].schema, 'gin_trgm_ops');
    for (const column of ['title', 'path']) {
      await sql`create index ${sql.id(`channels_${column}_trgm_idx`)} on channels using gin (${sql.id(column)} ${trigrams})`.execute(db);
    }
    for (const column of ['title', 'path', 'created_at']) {
      await db.schema.createIndex(`channels_organisation_${column}_idx`).on('channels').columns(['organisation_id', column]).execute();
    }
    await db.schema.createIndex('channels_organisation_id_idx').on('channels').columns(['organisation_id', 'id']).execute();
    await db.schema.dropIndex('channels_organisation_idx').execute();
  },
};
