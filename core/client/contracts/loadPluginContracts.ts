import type { PluginContracts } from '../../common/plugin/PluginContracts';
import type { PluginManifest } from '../../common/plugin/definePlugin';

/** Loads the contracts of `providers` (their chunks in parallel), keyed by plugin id. */
export async function loadPluginContracts(providers: readonly PluginManifest[]): Promise<Partial<PluginContracts>> {
  const modules = await Promise.all(providers.map(async (p) => [p.id, p.contract ? (await p.contract()).default : undefined] as const));
  // Each contract module is typed against its own PluginContracts entry; the id joins them here.
  return Object.fromEntries(modules) as Partial<PluginContracts>;
}
