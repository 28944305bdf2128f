import type { ConsoleConfig } from '../../common/plugin/resolvePlugins';
import type { ServerConfig } from '../config/ServerConfig';
import { loadConfiguredPlugins } from '../plugin/loadConfiguredPlugins';
import type { LoadedServerPlugins } from '../plugin/loadServerPlugins';
import { migrateToLatest } from './migrateToLatest';
import { openDatabase, type DatabaseOptions, type OpenDatabase } from './openDatabase';

export interface MigratedDatabase extends OpenDatabase {
  plugins: LoadedServerPlugins;
  /** The deployment's console.config.json (plugins, links, API hosts). */
  consoleConfig: ConsoleConfig;
}

/**
 * The server's database as the server would see it — same config, plugins and migrations —
 * for tools outside the server such as the CLI.
 */
export async function openMigratedDatabase(config: ServerConfig, onConnectionError?: DatabaseOptions['onConnectionError']): Promise<MigratedDatabase> {
  const { consoleConfig, plugins } = await loadConfiguredPlugins(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    onConnectionError,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  try {
    await migrateToLatest(database.db, plugins.migrations, config.databaseUrl ? config.databaseSchema : undefined);
  } catch (err) {
    await database.db.destroy();
    throw err;
  }
  return { ...database, plugins, consoleConfig };
}
