import { coreRules } from '../permissions/coreRules';
import { PermissionEvaluator } from '../permissions/PermissionEvaluator';
import type { PermissionRules } from '../permissions/permissionRule';
import { PREFIXED_PRODUCTS, type Product } from '../products';
import type { CardContribution, NavContribution, PluginManifest, RouteContribution } from './definePlugin';

export interface RegisteredRoute extends RouteContribution {
  pluginId: string;
  product: Product | 'core';
  /** Every path the route answers to: path, aliases and product-prefixed forms. */
  paths: string[];
}

export interface RegisteredNav extends NavContribution {
  pluginId: string;
  section: Product | 'core';
  path: string;
  permission: string;
}

export interface RegisteredCard extends CardContribution {
  pluginId: string;
}

/**
 * What the enabled plugins contribute, merged once. Shell and server read only this; core
 * never names a plugin.
 */
export class PluginRegistry {
  readonly permissions: PermissionEvaluator;
  readonly routes: RegisteredRoute[];
  readonly nav: RegisteredNav[];
  readonly cards: RegisteredCard[];

  constructor(readonly plugins: readonly PluginManifest[]) {
    this.permissions = new PermissionEvaluator(mergeRules(plugins));
    this.routes = plugins.flatMap((p) => (p.routes ?? []).map((r) => registerRoute(p, r)));
    assertUnique(this.routes.map((r) => r.name), 'route name');
    assertUnique(this.routes.flatMap((r) => r.paths), 'route path');
    this.nav = plugins.flatMap((p) => (p.nav ?? []).map((n) => this.registerNav(p, n)));
    this.cards = plugins.flatMap((p) => (p.cards ?? []).map((c) => ({ ...c, pluginId: p.id })));
    assertUnique(this.cards.map((c) => c.component), 'card component');
  }

  route(name: string): RegisteredRoute | undefined {
    return this.routes.find((r) => r.name === name);
  }

  private registerNav(p: PluginManifest, n: NavContribution): RegisteredNav {
    const route = this.route(n.route);
    if (!route) throw new Error(`Plugin "${p.id}" adds a nav entry for unknown route "${n.route}".`);
    return { ...n, pluginId: p.id, section: n.section ?? p.product, path: route.path, permission: route.permission };
  }
}

function mergeRules(plugins: readonly PluginManifest[]): PermissionRules {
  const merged: PermissionRules = { ...coreRules };
  for (const p of plugins) {
    for (const [name, r] of Object.entries(p.permissions ?? {})) {
      if (name in merged) throw new Error(`Permission rule "${name}" of plugin "${p.id}" is already defined.`);
      merged[name] = r;
    }
  }
  return merged;
}

function registerRoute(p: PluginManifest, r: RouteContribution): RegisteredRoute {
  const own = [r.path, ...(r.aliases ?? [])];
  const prefixed = (PREFIXED_PRODUCTS as readonly string[]).includes(p.product)
    ? own.filter((path) => !path.startsWith(`/${p.product}/`) && path !== `/${p.product}`).map((path) => `/${p.product}${path}`)
    : [];
  return { ...r, pluginId: p.id, product: p.product, paths: [...new Set([...own, ...prefixed])] };
}

function assertUnique(values: string[], what: string) {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) throw new Error(`Duplicate ${what} "${v}" across plugins.`);
    seen.add(v);
  }
}
