import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginManifest } from '../../common/plugin/definePlugin';
import { resolvePlugins, type ConsoleConfig } from '../../common/plugin/resolvePlugins';

export const ROOT_DIR = path.resolve(__dirname, '../../..');
export const PLUGINS_DIR = path.join(ROOT_DIR, 'plugins');

/** The deployment's console.config.json: `CONSOLE_CONFIG` when set, else the one in the repository root. */
export function consoleConfigPath(): string {
  return process.env.CONSOLE_CONFIG ?? path.join(ROOT_DIR, 'console.config.json');
}

export function readConsoleConfig(file = consoleConfigPath()): ConsoleConfig {
  return JSON.parse(readFileSync(file, 'utf8')) as ConsoleConfig;
}

/** Rewrites the config as a person would: two-space JSON, other keys untouched, trailing newline. */
export function writeConsoleConfig(config: ConsoleConfig, file = consoleConfigPath()): void {
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** Every plugin folder that has a manifest, whether enabled or not. */
function pluginIds(): string[] {
  return readdirSync(PLUGINS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(PLUGINS_DIR, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

export async function loadAllManifests(): Promise<PluginManifest[]> {
  return Promise.all(
    pluginIds().map(async (id) => {
      const mod = await import(path.join(PLUGINS_DIR, id, 'index.ts'));
      const manifest = (mod.default?.default ?? mod.default) as PluginManifest;
      if (manifest?.id !== id) throw new Error(`plugins/${id}/index.ts must export a manifest with id "${id}".`);
      return manifest;
    }),
  );
}

/** The enabled plugins of this deployment, in dependency order (fails naming both plugins). */
export async function loadEnabledManifests(config = readConsoleConfig()): Promise<PluginManifest[]> {
  return resolvePlugins(await loadAllManifests(), config);
}
