import { coreRules, OPEN_RULES } from '../permissions/coreRules';
import { PermissionEvaluator } from '../permissions/PermissionEvaluator';
import { any, type PermissionRules } from '../permissions/permissionRule';
import { PREFIXED_PRODUCTS, type Product } from '../products';
import type { FilterFieldContribution } from '../filter/filterFields';
import { contractProviders, missingProviders } from './contractProviders';
import type { CardContribution, NavContribution, PluginManifest, RouteContribution } from './definePlugin';

export interface RegisteredRoute extends RouteContribution {
  pluginId: string;
  product: Product | 'core';
  /** Every path the route answers to: path, aliases and product-prefixed forms. */
  paths: string[];
  /** Plugins whose contracts load before the page renders (contractProviders); none when absent. */
  contracts?: PluginManifest[];
}

export interface RegisteredNav extends NavContribution {
  pluginId: string;
  section: Product | 'core';
  path: string;
  permission: string;
}

/** A path that no enabled route answers, sent on to a route's path (RouteContribution.redirects). */
export interface RegisteredRedirect {
  path: string;
  to: string;
}

export interface RegisteredCard extends CardContribution {
  pluginId: string;
  /** Plugins whose contracts load before the card renders (contractProviders); none when absent. */
  contracts?: PluginManifest[];
}

/** A filter field with the plugin whose namespace holds its label. */
export type RegisteredFilterField = FilterFieldContribution & { pluginId: string };

/**
 * What the enabled plugins contribute, merged once. Shell and server read only this; core
 * never names a plugin.
 */
export class PluginRegistry {
  readonly permissions: PermissionEvaluator;
  readonly routes: RegisteredRoute[];
  readonly nav: RegisteredNav[];
  readonly cards: RegisteredCard[];
  /** The filter bar's fields: typed ones first, then lists, each in plugin order (FB-04: domain, page, audience, channel). */
  readonly filterFields: RegisteredFilterField[];
  readonly redirects: RegisteredRedirect[];

  constructor(readonly plugins: readonly PluginManifest[]) {
    const problems = registryProblems(plugins);
    if (problems.length) throw new Error(problems.join('\n'));
    this.permissions = new PermissionEvaluator(mergeRules(plugins));
    this.routes = registerRoutes(plugins).map((r) => ({ ...r, contracts: contractProviders(plugins, r.pluginId) }));
    this.redirects = registerRedirects(this.routes);
    this.nav = plugins.flatMap((p) => (p.nav ?? []).map((n) => this.registerNav(p, n)));
    this.cards = plugins.flatMap((p) => (p.cards ?? []).map((c) => ({ ...c, pluginId: p.id, contracts: contractProviders(plugins, p.id) })));
    const fields = plugins.flatMap((p) => (p.filterFields ?? []).map((f) => ({ ...f, pluginId: p.id })));
    this.filterFields = [...fields.filter((f) => f.kind === 'text'), ...fields.filter((f) => f.kind === 'choice')];
  }

  route(name: string): RegisteredRoute | undefined {
    return this.routes.find((r) => r.name === name);
  }

  private registerNav(p: PluginManifest, n: NavContribution): RegisteredNav {
    const route = this.route(n.route)!;
    return { ...n, pluginId: p.id, section: n.section ?? p.product, path: route.path, permission: n.permission ?? route.permission };
  }
}

/**
 * Every reason the enabled plugins cannot be merged, one line each: a permission rule defined
 * twice, route names or paths that clash, a nav entry for an unknown route, a page or card
 * plugin requiring an unregistered plugin (its contract could not load), a card component
 * or a filter field declared twice. The registry refuses on any of them; `doctor` lists them all.
 */
export function registryProblems(plugins: readonly PluginManifest[]): string[] {
  const problems: string[] = [];
  const defined = new Set(Object.keys(coreRules));
  for (const p of plugins) {
    for (const name of Object.keys(p.permissions ?? {})) {
      if (defined.has(name)) problems.push(`Permission rule "${name}" of plugin "${p.id}" is already defined.`);
      defined.add(name);
    }
  }
  const routes = registerRoutes(plugins);
  problems.push(...duplicates(routes.map((r) => r.name), 'route name'), ...duplicates(routes.flatMap((r) => r.paths), 'route path'));
  problems.push(...duplicates(registerRedirects(routes).map((r) => r.path), 'redirect path'));
  const routeNames = new Set(routes.map((r) => r.name));
  for (const p of plugins) {
    for (const n of p.nav ?? []) if (!routeNames.has(n.route)) problems.push(`Plugin "${p.id}" adds a nav entry for unknown route "${n.route}".`);
  }
  problems.push(...duplicates(plugins.flatMap((p) => (p.cards ?? []).map((c) => c.component)), 'card component'));
  problems.push(...missingProviders(plugins));
  problems.push(...closedWidenings(plugins));
  problems.push(...duplicates(plugins.flatMap((p) => (p.filterFields ?? []).map((f) => f.field)), 'filter field'));
  return problems;
}

/**
 * Opened rules a plugin does not define, and widened rules that neither core nor a plugin the
 * widening one requires opens: a plugin's own rules are extended by naming them in a new rule.
 */
function closedWidenings(plugins: readonly PluginManifest[]): string[] {
  const byId = new Map(plugins.map((p) => [p.id, p]));
  return plugins.flatMap((p) => {
    const open = new Set<string>([...OPEN_RULES, ...(p.requires ?? []).flatMap((id) => byId.get(id)?.opensRules ?? [])]);
    return [
      ...(p.opensRules ?? []).filter((name) => !p.permissions?.[name]).map((name) => `Plugin "${p.id}" opens rule "${name}", which it does not define.`),
      ...Object.keys(p.widensRules ?? {})
        .filter((name) => !open.has(name))
        .map((name) => `Plugin "${p.id}" widens rule "${name}", which neither core nor a plugin it requires opens.`),
    ];
  });
}

function mergeRules(plugins: readonly PluginManifest[]): PermissionRules {
  const merged: PermissionRules = { ...coreRules };
  for (const p of plugins) Object.assign(merged, p.permissions);
  for (const p of plugins) {
    for (const [name, term] of Object.entries(p.widensRules ?? {})) merged[name] = any(merged[name], term);
  }
  return merged;
}

function registerRoutes(plugins: readonly PluginManifest[]): RegisteredRoute[] {
  return plugins.flatMap((p) => (p.routes ?? []).map((r) => registerRoute(p, r)));
}

function registerRoute(p: PluginManifest, r: RouteContribution): RegisteredRoute {
  return { ...r, pluginId: p.id, product: p.product, paths: withProductPrefix(p.product, [r.path, ...(r.aliases ?? [])]), redirects: r.redirects && withProductPrefix(p.product, r.redirects) };
}

/** The paths and, for the dmp, ads and analytics products, their product-prefixed forms (spec §2). */
function withProductPrefix(product: Product | 'core', own: string[]): string[] {
  const prefixed = (PREFIXED_PRODUCTS as readonly string[]).includes(product)
    ? own.filter((path) => !path.startsWith(`/${product}/`) && path !== `/${product}`).map((path) => `/${product}${path}`)
    : [];
  return [...new Set([...own, ...prefixed])];
}

/** Each route's redirect paths that no route answers itself: an enabled page always wins over a redirect. */
function registerRedirects(routes: readonly RegisteredRoute[]): RegisteredRedirect[] {
  const answered = new Set(routes.flatMap((r) => r.paths));
  return routes.flatMap((r) => (r.redirects ?? []).filter((path) => !answered.has(path)).map((path) => ({ path, to: r.path })));
}

function duplicates(values: string[], what: string): string[] {
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) reported.add(v);
    seen.add(v);
  }
  return [...reported].map((v) => `Duplicate ${what} "${v}" across plugins.`);
}
