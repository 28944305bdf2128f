import { sql, type Kysely } from 'kysely';

/**
 * Indexes of a management datatable (issue 14): every sort key gets an (organisation_id, key)
 * btree, so a page in any order reads its rows in order within the caller's organisation; the
 * search (`%text%`, case-insensitive) gets trigram GIN indexes, so it reads the rows containing
 * the text's trigrams, not every row. They lead with organisation_id (btree_gin): a trigram index
 * alone hands over the matches of every organisation, and the planner, once it has statistics,
 * reads them all from the table and drops the others'. An admin's search, over every organisation,
 * uses the same GIN index on its second column.
 *
 * pg_trgm and btree_gin are trusted contrib extensions (PostgreSQL's contrib, PGlite's contrib
 * bundle, which openDatabase loads). They go into `public`, not the schema a connection works in:
 * an extension exists once per database, and a schema dropped with it (a test suite's) would take
 * it away from the others; the trigram operator class is named with the schema it was found in
 * (btree_gin's are the default ones of their types, found without).
 */
export async function addDatatableIndexes(db: Kysely<unknown>, table: string, columns: { search: readonly string[]; sort: readonly string[] }): Promise<void> {
  for (const extension of ['pg_trgm', 'btree_gin']) await sql`create extension if not exists ${sql.id(extension)} with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const trigrams = sql.id(rows[0].schema, 'gin_trgm_ops');
  for (const column of columns.search) {
    await sql`create index ${sql.id(`${table}_organisation_${column}_trgm_idx`)} on ${sql.table(table)} using gin (organisation_id, ${sql.id(column)} ${trigrams})`.execute(db);
  }
  for (const column of columns.sort) {
    await db.schema.createIndex(`${table}_organisation_${column}_idx`).on(table).columns(['organisation_id', column]).execute();
  }
}
