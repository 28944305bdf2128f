import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { coreRules } from '../../core/common/permissions/coreRules';
import { permissionsOf, refsOf } from '../../core/common/permissions/permissionRule';
import type { PluginManifest } from '../../core/common/plugin/definePlugin';
import { PluginRegistry } from '../../core/common/plugin/PluginRegistry';
import { resolvePlugins } from '../../core/common/plugin/resolvePlugins';
import { loadAllManifests, readConsoleConfig, ROOT_DIR } from '../../core/server/plugins/pluginCatalogue';
import { CliError } from '../CliError';

/** Where a resource's ref is declared: `<exportName>.<key>`, exported by `<module>` (repository path without extension). */
export interface RefLocation {
  module: string;
  exportName: string;
  key: string;
}

/** What a scaffold must agree with: the enabled plugins, their rules, routes, resources and the refs that type them. */
export class ProjectFacts {
  readonly registry: PluginRegistry;

  private constructor(
    readonly all: PluginManifest[],
    enabled: PluginManifest[],
    private readonly refs: Map<string, RefLocation>,
  ) {
    this.registry = new PluginRegistry(enabled);
  }

  static async load(): Promise<ProjectFacts> {
    const all = await loadAllManifests();
    let enabled: PluginManifest[];
    try {
      enabled = resolvePlugins(all, readConsoleConfig());
    } catch (err) {
      throw new CliError(`The plugins do not resolve; run "npm run cli -- doctor" first.\n${(err as Error).message}`);
    }
    return new ProjectFacts(all, enabled, await refLocations(enabled));
  }

  /** A plugin id is taken when a manifest or a folder (plugins/ or locales/) already uses it. */
  idTaken(id: string): boolean {
    return this.all.some((m) => m.id === id) || existsSync(path.join(ROOT_DIR, 'plugins', id));
  }

  hasRule(name: string): boolean {
    return this.registry.permissions.has(name);
  }

  /** The plugin that defines a rule; undefined for core's own rules. */
  ruleOwner(name: string): string | undefined {
    if (name in coreRules) return undefined;
    return this.registry.plugins.find((p) => p.permissions && name in p.permissions)?.id;
  }

  /** Permission strings that satisfy a rule, following the rules it builds on (for generated tests). */
  accessFor(name: string, seen = new Set<string>()): string[] {
    const rule = this.registry.permissions.rule(name);
    if (!rule || seen.has(name)) return [];
    seen.add(name);
    return [...new Set([...permissionsOf(rule), ...refsOf(rule).flatMap((ref) => this.accessFor(ref, seen))])].sort();
  }

  /** Where the ref of a resource an enabled plugin provides is declared. */
  resourceRef(resource: string): RefLocation | undefined {
    return this.refs.get(resource);
  }

  /** The enabled plugin whose manifest lists the resource. */
  resourceProvider(resource: string): string | undefined {
    return this.registry.plugins.find((p) => p.resources?.includes(resource))?.id;
  }

  routeNameTaken(name: string): boolean {
    return Boolean(this.registry.route(name));
  }

  routePathTaken(routePath: string): boolean {
    return this.registry.routes.some((r) => r.paths.includes(routePath));
  }
}

/** The refs the plugins declare in their common/*Resources.ts, by resource name: each export's object of refs, first declaration kept. */
async function refLocations(plugins: PluginManifest[]): Promise<Map<string, RefLocation>> {
  const found = new Map<string, RefLocation>();
  for (const plugin of plugins.filter((p) => p.resources?.length)) {
    const dir = path.join(ROOT_DIR, 'plugins', plugin.id, 'common');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('Resources.ts')).sort()) {
      const module = `plugins/${plugin.id}/common/${file.slice(0, -'.ts'.length)}`;
      const exports = (await import(path.join(ROOT_DIR, module))) as Record<string, unknown>;
      for (const [exportName, refs] of Object.entries(exports)) {
        if (!refs || typeof refs !== 'object') continue;
        for (const [key, ref] of Object.entries(refs)) {
          const name = (ref as { name?: unknown } | null)?.name;
          if (typeof name === 'string' && !found.has(name)) found.set(name, { module, exportName, key });
        }
      }
    }
  }
  return found;
}
