import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely/migration';
import type { PluginManifest } from '../../common/plugin/definePlugin';
import { PluginRegistry } from '../../common/plugin/PluginRegistry';
import { resolvePlugins, type ConsoleConfig } from '../../common/plugin/resolvePlugins';
import { loadAllManifests, PLUGINS_DIR } from '../plugins/pluginCatalogue';
import type { EntityDefinition } from '../entities/defineEntity';
import type { ResourceDefinition } from '../resources/defineResource';
import type { EventListDeclaration } from '../events/EventQuery';
import type { IngestStep } from '../ingest/IngestStep';
import type { ScheduledJob } from '../jobs/ScheduledJob';
import type { RefreshableCache } from '../caches/RefreshableCache';
import type { ImageSearchProvider } from '../media/ImageSearchProvider';
import type { DemoSeedContext, ServerPluginDefinition, ServerRoute } from './defineServerPlugin';
import type { DemoTraffic } from './DemoTraffic';
import type { OptionalServerContractOf, ServerContractOf, ServerContracts } from './ServerContracts';

export interface LoadedRoute {
  pluginId: string;
  route: ServerRoute;
}

export interface LoadedResource {
  pluginId: string;
  resource: ResourceDefinition;
}

export interface LoadedServerPlugins {
  registry: PluginRegistry;
  routes: LoadedRoute[];
  resources: LoadedResource[];
  /** The management entities by type (GET account/entityInformationBatch). */
  entities: ReadonlyMap<string, EntityDefinition>;
  /** Plugin id → its migrations. */
  migrations: Record<string, Record<string, Migration>>;
  /** The plugins' ingest steps in plugin dependency order. */
  ingestSteps: IngestStep[];
  /** The id lists the plugins add to event rows (the event store keeps a column each). */
  eventLists: EventListDeclaration[];
  /** The scheduled jobs of core and the plugins. */
  jobs: ScheduledJob[];
  /** The in-memory caches of core and the plugins that the refresh-cache page drops. */
  caches: RefreshableCache[];
  /** The plugins' demo seeders in plugin dependency order. */
  demoSeeders: ((ctx: DemoSeedContext) => Promise<void>)[];
  /** The plugins' parts of the demo traffic in plugin dependency order. */
  demoTraffic: DemoTraffic[];
  /** The plugins' image search providers in plugin dependency order. */
  imageSearch: ImageSearchProvider[];
  /** The plugins' server contracts. */
  contract: ServerContractOf;
  optionalContract: OptionalServerContractOf;
}

export class PluginLoadError extends Error {}

/**
 * Loads the enabled manifests, builds the registry and imports the server half of each
 * manifest with `server: true`. Core's own server half is passed in as `core`. Deny by
 * default: a route or resource whose permission rule is missing or unknown fails start-up,
 * naming it.
 */
export async function loadServerPlugins(consoleConfig: ConsoleConfig, core: ServerPluginDefinition, extraPluginsDir?: string): Promise<LoadedServerPlugins> {
  const extra = extraPluginsDir ? await manifestsIn(extraPluginsDir) : [];
  const manifests = resolvePlugins([...(await loadAllManifests()), ...extra.map((e) => e.manifest)], consoleConfig);
  const registry = new PluginRegistry(manifests);
  const dirOf = new Map(extra.map((e) => [e.manifest.id, e.dir]));

  const halves: { pluginId: string; definition: ServerPluginDefinition }[] = [{ pluginId: 'core', definition: core }];
  for (const manifest of manifests.filter((m) => m.server)) {
    const file = path.join(dirOf.get(manifest.id) ?? path.join(PLUGINS_DIR, manifest.id), 'server', 'index.ts');
    if (!existsSync(file)) throw new PluginLoadError(`Plugin "${manifest.id}" declares server: true but has no server/index.ts.`);
    const mod = await import(file);
    const definition = (mod.default?.default ?? mod.default) as ServerPluginDefinition | undefined;
    if (!definition || typeof definition !== 'object') throw new PluginLoadError(`plugins/${manifest.id}/server/index.ts must export defineServerPlugin(…) as default.`);
    halves.push({ pluginId: manifest.id, definition });
  }

  const routes = halves.flatMap(({ pluginId, definition }) => (definition.routes ?? []).map((route) => ({ pluginId, route })));
  const resources = halves.flatMap(({ pluginId, definition }) => (definition.resources ?? []).map((resource) => ({ pluginId, resource })));
  const eventLists = halves.flatMap(({ definition }) => definition.eventLists ?? []);
  const entities = halves.flatMap(({ pluginId, definition }) => (definition.entities ?? []).map((entity) => ({ pluginId, entity })));
  const jobs = halves.flatMap(({ definition }) => definition.jobs ?? []);
  const caches = halves.flatMap(({ definition }) => definition.caches ?? []);
  const problems = [
    ...routes.map(({ pluginId, route }) => ruleProblem(registry, `Route ${route.method} ${route.url} of plugin "${pluginId}"`, route.permission)),
    ...resources.map(({ pluginId, resource }) => ruleProblem(registry, `Resource "${resource.name}" of plugin "${pluginId}"`, resource.permission)),
    ...resources.map(({ pluginId, resource }) => ruleProblem(registry, `Feed of resource "${resource.name}" of plugin "${pluginId}"`, resource.feedPermission)),
    ...entities.map(({ pluginId, entity }) => ruleProblem(registry, `Entity "${entity.type}" of plugin "${pluginId}"`, entity.permission)),
    ...duplicates(routes.map(({ route }) => `${route.method} ${route.url}`), 'route'),
    ...duplicates(resources.map(({ resource }) => resource.name), 'resource'),
    ...undeclaredResources(manifests, resources),
    ...duplicates(entities.map(({ entity }) => entity.type), 'entity type'),
    ...duplicates(eventLists.map((list) => list.name), 'event list'),
    ...duplicates(jobs.map((job) => job.name), 'job'),
    ...duplicates(caches.map((cache) => cache.name), 'cache'),
    ...duplicates(eventLists.flatMap((list) => list.terms), 'event list term'),
    ...duplicates(halves.flatMap(({ definition }) => (definition.imageSearch ?? []).map((p) => p.id)), 'image search provider'),
  ].filter((p): p is string => Boolean(p));
  if (problems.length) throw new PluginLoadError(problems.join('\n'));

  const migrations: LoadedServerPlugins['migrations'] = {};
  for (const { pluginId, definition } of halves) if (pluginId !== 'core' && definition.migrations) migrations[pluginId] = definition.migrations;
  const ingestSteps = halves.flatMap(({ definition }) => definition.ingest ?? []);
  const demoSeeders = halves.flatMap(({ definition }) => (definition.seedDemo ? [definition.seedDemo.bind(definition)] : []));
  const demoTraffic = halves.flatMap(({ definition }) => definition.demoTraffic ?? []);
  const imageSearch = halves.flatMap(({ definition }) => definition.imageSearch ?? []);
  const contracts = new Map(halves.flatMap(({ pluginId, definition }) => (definition.contract ? [[pluginId, definition.contract] as const] : [])));
  const contract = <K extends keyof ServerContracts>(pluginId: K): ServerContracts[K] => {
    const offered = contracts.get(pluginId);
    if (!offered) throw new Error(`Plugin "${pluginId}" offers no server contract here: is it enabled and required by its user?`);
    return offered as ServerContracts[K];
  };
  const optionalContract = <K extends keyof ServerContracts>(pluginId: K) => contracts.get(pluginId) as ServerContracts[K] | undefined;
  return { registry, routes, resources, entities: new Map(entities.map(({ entity }) => [entity.type, entity])), migrations, jobs, caches, ingestSteps, eventLists, demoSeeders, demoTraffic, imageSearch, contract, optionalContract };
}

function ruleProblem(registry: PluginRegistry, what: string, permission: unknown): string | undefined {
  if (typeof permission !== 'string' || !permission) return `${what} declares no permission rule.`;
  if (!registry.permissions.has(permission)) return `${what} declares unknown permission rule "${permission}".`;
  return undefined;
}

/** The manifest lists a plugin's resources so cards and `doctor` know them without server code: both must agree. */
function undeclaredResources(manifests: PluginManifest[], resources: LoadedResource[]): string[] {
  const problems: string[] = [];
  for (const m of manifests.filter((m) => m.server)) {
    const defined = resources.filter((r) => r.pluginId === m.id).map((r) => r.resource.name);
    for (const name of defined) if (!(m.resources ?? []).includes(name)) problems.push(`Resource "${name}" of plugin "${m.id}" is missing from its manifest's resources.`);
    for (const name of m.resources ?? []) if (!defined.includes(name)) problems.push(`Plugin "${m.id}" lists resource "${name}" in its manifest but its server half does not define it.`);
  }
  return problems;
}

function duplicates(values: string[], what: string): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i).map((v) => `Duplicate ${what} "${v}".`);
}

async function manifestsIn(dir: string): Promise<{ manifest: PluginManifest; dir: string }[]> {
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  return Promise.all(
    ids.map(async (id) => {
      const mod = await import(path.join(dir, id, 'index.ts'));
      const manifest = (mod.default?.default ?? mod.default) as PluginManifest;
      if (manifest?.id !== id) throw new PluginLoadError(`${path.join(dir, id, 'index.ts')} must export a manifest with id "${id}".`);
      return { manifest, dir: path.join(dir, id) };
    }),
  );
}
