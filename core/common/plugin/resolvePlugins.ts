import type { PluginManifest } from './definePlugin';

/** `console.config.json`: one deployment's choices. */
export interface ConsoleConfig {
  /** Ids of plugins switched off in this deployment. */
  disabledPlugins?: string[];
  /** External link targets (help centre, store, …), spec OP-16. */
  links?: Record<string, string>;
  /** API hosts: auth, analytics, tools. Default: this server's `/api`. */
  apiHosts?: Partial<Record<'auth' | 'analytics' | 'tools', string>>;
  /** Where stored images are read from (AO-21): a CDN or object store's public URL. Default: this server's `/media/`. */
  mediaBaseUrl?: string;
}

export class PluginResolutionError extends Error {}

/**
 * The enabled plugins of a deployment, in dependency order. Fails — naming both plugins —
 * when an enabled plugin requires one that is disabled or missing, so a deployment can
 * never run half a plugin.
 */
export function resolvePlugins(all: readonly PluginManifest[], config: ConsoleConfig): PluginManifest[] {
  const problems = resolutionProblems(all, config);
  if (problems.length) throw new PluginResolutionError(problems.join('\n'));
  return topologicalOrder(enabledOf(all, config));
}

/** Every reason `resolvePlugins` would refuse, one line each (the build stops at them; `doctor` lists them). */
export function resolutionProblems(all: readonly PluginManifest[], config: ConsoleConfig): string[] {
  const byId = new Map<string, PluginManifest>();
  const problems: string[] = [];
  for (const m of all) {
    if (byId.has(m.id)) problems.push(`Plugin id "${m.id}" is declared twice.`);
    byId.set(m.id, m);
  }
  const disabled = new Set(config.disabledPlugins ?? []);
  for (const id of disabled) {
    if (!byId.has(id)) problems.push(`console.config.json disables unknown plugin "${id}".`);
  }
  const enabled = enabledOf([...byId.values()], config);
  for (const m of enabled) {
    for (const dep of m.requires ?? []) {
      if (!byId.has(dep)) problems.push(`Plugin "${m.id}" requires "${dep}", which does not exist.`);
      else if (disabled.has(dep)) problems.push(`Plugin "${m.id}" requires "${dep}", which is disabled in console.config.json.`);
    }
    for (const dep of m.optional ?? []) {
      if (!byId.has(dep)) problems.push(`Plugin "${m.id}" optionally uses "${dep}", which does not exist.`);
    }
  }
  if (problems.length) return problems;
  const cycle = findCycle(enabled);
  return cycle ? [`Plugins require each other in a cycle: ${cycle.join(' → ')}.`] : [];
}

function enabledOf(all: readonly PluginManifest[], config: ConsoleConfig): PluginManifest[] {
  const disabled = new Set(config.disabledPlugins ?? []);
  return all.filter((m) => !disabled.has(m.id));
}

/**
 * Dependency order (enabled optional plugins count as requires); `onCycle` gets the first cycle
 * met. Requires must already be known to exist.
 */
function visitInOrder(plugins: PluginManifest[], onCycle: (cycle: string[]) => void): PluginManifest[] {
  const byId = new Map(plugins.map((p) => [p.id, p]));
  const ordered: PluginManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: PluginManifest, path: string[]) => {
    if (state.get(p.id) === 'done') return;
    if (state.get(p.id) === 'visiting') {
      onCycle([...path, p.id]);
      return;
    }
    state.set(p.id, 'visiting');
    for (const dep of [...(p.requires ?? []), ...(p.optional ?? []).filter((d) => byId.has(d))]) visit(byId.get(dep)!, [...path, p.id]);
    state.set(p.id, 'done');
    ordered.push(p);
  };
  for (const p of [...plugins].sort((a, b) => a.id.localeCompare(b.id))) visit(p, []);
  return ordered;
}

function findCycle(plugins: PluginManifest[]): string[] | undefined {
  let found: string[] | undefined;
  visitInOrder(plugins, (cycle) => (found ??= cycle));
  return found;
}

function topologicalOrder(plugins: PluginManifest[]): PluginManifest[] {
  return visitInOrder(plugins, (cycle) => {
    throw new PluginResolutionError(`Plugins require each other in a cycle: ${cycle.join(' → ')}.`);
  });
}
