import type { PluginManifest } from './definePlugin';

/**
 * The plugins whose contracts the pages and cards of `pluginId` may read: those it requires or
 * optionally uses (while registered) and, since a provider's components may read their own
 * requirements' contracts, theirs in turn, as far as they declare a contract. Core loads them
 * before it renders.
 */
export function contractProviders(plugins: readonly PluginManifest[], pluginId: string): PluginManifest[] {
  const byId = new Map(plugins.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const walk = (id: string): PluginManifest[] =>
    [...(byId.get(id)?.requires ?? []), ...(byId.get(id)?.optional ?? [])].flatMap((dep) => {
      if (seen.has(dep)) return [];
      seen.add(dep);
      const provider = byId.get(dep);
      return [...(provider?.contract ? [provider] : []), ...walk(dep)];
    });
  return walk(pluginId);
}

/**
 * A plugin with pages or cards whose required plugin is not registered: core could not load
 * that plugin's contract before rendering them. One line each (resolvePlugins refuses such a
 * deployment already; a registry built by hand meets the same rule).
 */
export function missingProviders(plugins: readonly PluginManifest[]): string[] {
  const ids = new Set(plugins.map((p) => p.id));
  return plugins
    .filter((p) => p.routes?.some((r) => r.load) || p.cards?.length)
    .flatMap((p) => (p.requires ?? []).filter((dep) => !ids.has(dep)).map((dep) => `Plugin "${p.id}" requires "${dep}", which is not registered: its pages and cards cannot get "${dep}"'s contract.`));
}
