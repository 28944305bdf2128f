import type { Kysely } from 'kysely';
import type { PluginRegistry } from '../../core/common/plugin/PluginRegistry';
import type { Database } from '../../core/server/db/Database';

/** What commands on the deployment's data need: the server's (migrated) database and registry, and an output. */
export interface DatabaseCommandDeps {
  open(): Promise<{ db: Kysely<Database>; registry: PluginRegistry; close(): Promise<void> }>;
  print(line: string): void;
}

/** Runs `run` on the opened database and closes it, also when `run` fails. */
export async function withDatabase(deps: DatabaseCommandDeps, run: (db: Kysely<Database>, registry: PluginRegistry) => Promise<void>) {
  const { db, registry, close } = await deps.open();
  try {
    await run(db, registry);
  } finally {
    await close();
  }
}
