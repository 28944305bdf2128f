import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { coreMigrations } from './coreMigrations';

/**
 * Runs core's migrations, then every enabled plugin's, each namespaced (`core:0001_initial`,
 * `plugin:<id>:0001_x`) so names never collide and core tables exist before plugin tables.
 * A plugin enabled later brings migrations that sort between executed ones, hence unordered.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  pluginMigrations: Record<string, Record<string, Migration>>,
  /** PostgreSQL schema to keep the bookkeeping tables in; Kysely's check otherwise sees other schemas' tables. */
  schema?: string,
): Promise<string[]> {
  const all: Record<string, Migration> = {};
  for (const [name, m] of Object.entries(coreMigrations)) all[`core:${name}`] = m;
  for (const [pluginId, migrations] of Object.entries(pluginMigrations)) {
    for (const [name, m] of Object.entries(migrations)) all[`plugin:${pluginId}:${name}`] = m;
  }
  const provider: MigrationProvider = { getMigrations: async () => all };
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
