import { existsSync } from 'node:fs';
import path from 'node:path';
import { coreRules } from '../../core/common/permissions/coreRules';
import { permissionsOf, refsOf } from '../../core/common/permissions/permissionRule';
import type { PluginManifest } from '../../core/common/plugin/definePlugin';
import { PluginRegistry } from '../../core/common/plugin/PluginRegistry';
import { resolvePlugins } from '../../core/common/plugin/resolvePlugins';
import { loadAllManifests, readConsoleConfig, ROOT_DIR } from '../../core/server/plugins/pluginCatalogue';
import { CliError } from '../CliError';

/** What a scaffold must agree with: the enabled plugins, their rules, routes and resources. */
export class ProjectFacts {
  readonly registry: PluginRegistry;

  private constructor(
    readonly all: PluginManifest[],
    enabled: PluginManifest[],
  ) {
    this.registry = new PluginRegistry(enabled);
  }

  static async load(): Promise<ProjectFacts> {
    const all = await loadAllManifests();
    try {
      return new ProjectFacts(all, resolvePlugins(all, readConsoleConfig()));
    } catch (err) {
      throw new CliError(`The plugins do not resolve; run "npm run cli -- doctor" first.\n${(err as Error).message}`);
    }
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
