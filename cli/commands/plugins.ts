import type { Command } from 'commander';
import type { PluginManifest } from '../../core/common/plugin/definePlugin';
import { resolutionProblems } from '../../core/common/plugin/resolvePlugins';
import { consoleConfigPath, loadAllManifests, readConsoleConfig, writeConsoleConfig } from '../../core/server/plugins/pluginCatalogue';
import { CliError } from '../CliError';
import type { Output } from './Output';

/** `plugins list | enable | disable`: switch plugins per deployment in console.config.json. */
export function registerPluginsCommands(program: Command, out: Output): Command {
  const plugins = program.command('plugins').description('list the plugins and switch them on or off for this deployment (console.config.json)');

  plugins
    .command('list')
    .description('every plugin: id, product, enabled, what it contributes')
    .action(async () => {
      const disabled = new Set(readConsoleConfig().disabledPlugins ?? []);
      for (const m of await loadAllManifests()) out.print([m.id, m.product, disabled.has(m.id) ? 'disabled' : 'enabled', contributions(m)].join('\t'));
    });

  plugins
    .command('disable')
    .description('switch a plugin off; refused while an enabled plugin requires it')
    .argument('<id>', 'plugin id')
    .action(async (id: string) => switchPlugin(id, false, out));

  plugins
    .command('enable')
    .description('switch a plugin back on; refused while a plugin it requires is off')
    .argument('<id>', 'plugin id')
    .action(async (id: string) => switchPlugin(id, true, out));

  return plugins;
}

/** What a plugin adds, in the words of its manifest: `routes: a, b; nav: 1; cards: UsersCard; …`. */
function contributions(m: PluginManifest): string {
  const parts = [
    ['requires', m.requires ?? []],
    ['routes', (m.routes ?? []).map((r) => r.path)],
    ['nav', (m.nav ?? []).map((n) => n.route)],
    ['cards', (m.cards ?? []).map((c) => c.component)],
    ['permissions', Object.keys(m.permissions ?? {})],
    ['resources', m.resources ?? []],
    ['server', m.server ? ['yes'] : []],
  ] as const;
  return (
    parts
      .filter(([, values]) => values.length)
      .map(([label, values]) => `${label}: ${values.join(', ')}`)
      .join('; ') || '-'
  );
}

/** Edits the config only when the plugin set still resolves, so the build and server keep starting. */
async function switchPlugin(id: string, enable: boolean, out: Output) {
  const all = await loadAllManifests();
  if (!all.some((m) => m.id === id)) throw new CliError(`No plugin "${id}"; see "plugins list".`);
  const config = readConsoleConfig();
  const disabled = new Set(config.disabledPlugins ?? []);
  if (disabled.has(id) !== enable) {
    out.print(`Plugin "${id}" is already ${enable ? 'enabled' : 'disabled'}.`);
    return;
  }
  if (enable) disabled.delete(id);
  else disabled.add(id);
  const next = { ...config, disabledPlugins: [...disabled].sort() };
  const problems = resolutionProblems(all, next);
  if (problems.length) throw new CliError(`Cannot ${enable ? 'enable' : 'disable'} "${id}":\n${problems.join('\n')}`);
  writeConsoleConfig(next);
  out.print(`${enable ? 'Enabled' : 'Disabled'} "${id}" in ${consoleConfigPath()}. Rebuild (npm run build) and restart the server to apply.`);
}
