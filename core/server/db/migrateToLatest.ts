import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { coreMigrations } from './coreMigrations';
import { withSchemaIntrospection } from './schemaIntrospection';

/**
 * Runs core's migrations, then every enabled plugin's, each namespaced (`core:0001_initial`,
 * `plugin:<id>:0001_x`) so names never collide and core tables exist before plugin tables.
 * A plugin enabled later brings migrations that sort between executed ones, hence unordered.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  pluginMigrations: Record<string, Record<string, Migration>>,
  /** PostgreSQL schema to keep the bookkeeping tables in; Kysely's check otherwise sees other schemas' tables. */
  schema?: string,
): Promise<string[]> {
  const all: Record<string, Migration> = {};
  for (const [name, m] of Object.entries(coreMigrations)) all[`core:${name}`] = m;
  for (const [pluginId, migrations] of Object.entries(pluginMigrations)) {
    for (const [name, m] of Object.entries(migrations)) all[`plugin:${pluginId}:${name}`] = m;
  }
  const tableOptions = schema ? { migrationTableSchema: schema } : {};
  // Read before migrating: the Migrator asks the provider inside its own transaction, and
  // PGlite's single connection would wait on itself.
  const migrations = { ...(await keptMigrationsOfAbsentPlugins(db, all, schema)), ...all };
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // On one connection without the pool's statement timeout: a migration of a large table may
  // take longer than any request should.
  const { error, results } = await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await new Migrator({ db: schema ? withSchemaIntrospection(connection, schema) : connection, provider, allowUnorderedMigrations: true, ...tableOptions }).migrateToLatest();
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/**
 * A plugin that was disabled leaves its executed migrations in the bookkeeping table, and
 * Kysely refuses to run when an executed migration is missing. Its tables stay (enabling it
 * again must find its data), so its executed migrations are kept as entries that do nothing.
 */
async function keptMigrationsOfAbsentPlugins<DB>(
  db: Kysely<DB>,
  known: Record<string, Migration>,
  schema?: string,
): Promise<Record<string, Migration>> {
  const table = schema ? `${schema}.kysely_migration` : 'kysely_migration';
  const exists = await sql<{ found: string | null }>`select to_regclass(${table}) as found`.execute(db);
  if (!exists.rows[0]?.found) return {};
  const executed = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  const kept: Record<string, Migration> = {};
  for (const { name } of executed.rows) {
    if (name.startsWith('plugin:') && !(name in known)) kept[name] = { up: async () => {} };
  }
  return kept;
}
