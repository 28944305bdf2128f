import type { ConsoleConfig } from '../../common/plugin/resolvePlugins';
import type { ServerConfig } from '../config/ServerConfig';
import { readConsoleConfig } from '../plugins/pluginCatalogue';
import { coreServerPlugin } from '../routes/coreServerPlugin';
import { loadServerPlugins, type LoadedServerPlugins } from './loadServerPlugins';

/** The deployment's console.config.json and the server plugins it enables, as the server loads them. */
export async function loadConfiguredPlugins(config: ServerConfig): Promise<{ consoleConfig: ConsoleConfig; plugins: LoadedServerPlugins }> {
  const consoleConfig = config.consoleConfig ?? readConsoleConfig(config.consoleConfigPath);
  return { consoleConfig, plugins: await loadServerPlugins(consoleConfig, coreServerPlugin, config.extraPluginsDir) };
}
