import type { ComponentType } from 'react';
import type { FilterFieldContribution } from '../filter/filterFields';
import type { AnyObjectSchema } from 'yup';
// A type only: the plugin contract names the props every card component takes.
import type { CardProps } from '../../client/grid/CardProps';
import type { OpenRule } from '../permissions/coreRules';
import type { PermissionRules, PermissionTerm } from '../permissions/permissionRule';
import type { Product } from '../products';
import type { CardSettingsDefinition, SettingsOfSchema, SettingsSchema } from './cardSettings';

/** A lazily loaded module whose default export is a React component taking `P` (a page takes none). */
export type ComponentLoader<P extends object = Record<string, never>> = () => Promise<{ default: ComponentType<P> }>;

/** A lazily loaded module whose default export is a plugin's client contract (see PluginContracts). */
export type ContractLoader = () => Promise<{ default: object }>;

export interface RouteContribution {
  /** Path as in the spec's route table, e.g. `/audiences/transfer/:id`. */
  path: string;
  /** Route name from the spec, e.g. `analyticsRealtime`. Unique across plugins. */
  name: string;
  /** Name of the permission rule that guards the route. */
  permission: string;
  /** Further paths that render the same page (spec: aliases). */
  aliases?: string[];
  /** i18n key of the page name used in the document title, in the plugin's namespace. */
  title: string;
  /** Hide the content header (e.g. the realtime dashboard). */
  hideContentHeader?: boolean;
  /** Send the visitor on to another route's path instead of rendering. */
  redirectTo?: string;
  /**
   * Paths that lead to this route while no enabled plugin's route answers them, e.g. the path
   * of a page that a deployment switches off (the query and hash are kept).
   */
  redirects?: string[];
  load?: ComponentLoader;
}

export interface NavContribution {
  /** Drawer section; defaults to the plugin's product. `core` entries stand above the sections. */
  section?: Product | 'core';
  /** Name of the route this entry opens. */
  route: string;
  /** Blueprint icon name. */
  icon: string;
  /** i18n key in the plugin's namespace. */
  label: string;
  /** The rule that shows the entry, when it is not the route's (the AI page: aiAudiences, OP-43). */
  permission?: string;
}

export interface CardSize {
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxH?: number;
}

/**
 * One card of a plugin; `S` is its settings schema. Declared through `defineCard`, the loaded
 * component's props must take the settings that schema casts to.
 */
export interface CardContribution<S extends SettingsSchema = SettingsSchema> {
  /** Component name from the spec, e.g. `UsersCard`; saved in dashboards. */
  component: string;
  load: S extends AnyObjectSchema ? () => Promise<{ default: ComponentType<CardProps<SettingsOfSchema<S>>> }> : ComponentLoader<CardProps<never>>;
  permission: string;
  size: CardSize;
  /** Part of the default dashboard. */
  default?: boolean;
  /**
   * RG-12: its place on the default dashboard — `order` (lower first; default cards without one
   * follow in plugin order) and a larger size there than `size`, which new cards keep (RG-06).
   */
  defaultPlace?: { order: number; w?: number; h?: number };
  /** May be added to one dashboard several times. */
  multiple?: boolean;
  /** The card's settings: schema with defaults, version, migration; its options menu is drawn from the schema (CX-02, OP-33). */
  settings?: CardSettingsDefinition<S>;
  /** Names of the resources the card reads. */
  resources?: string[];
  /** i18n key of the card title in the plugin's namespace. */
  title: string;
}

export interface PluginManifest {
  /** Folder name under plugins/ and i18n namespace. */
  id: string;
  product: Product | 'core';
  /** Plugins whose `common/` this one uses or whose resources it reads. */
  requires?: string[];
  /**
   * Plugins this one uses only while they are enabled (Kibana's optionalPlugins): it may import
   * their `common/`, and offers what reads their resources only when the registry has them.
   * Disabling one leaves this plugin enabled.
   */
  optional?: string[];
  /** Named permission rules this plugin adds. */
  permissions?: PermissionRules;
  /**
   * Rules of this plugin that the plugins requiring it may widen, as core's OPEN_RULES: what it
   * offers to whichever plugins need it, e.g. the audience taxonomy to the transfers' editors.
   */
  opensRules?: string[];
  /**
   * Open rules this plugin widens — core's (OPEN_RULES) or those a plugin it requires opens
   * (opensRules): each also allows whoever passes the given rule, e.g. the image search for
   * whoever edits the plugin's pictured things. The registry refuses any other name.
   */
  widensRules?: Partial<Record<OpenRule, PermissionTerm>> & Record<string, PermissionTerm>;
  routes?: RouteContribution[];
  nav?: NavContribution[];
  cards?: CardContribution[];
  /** Fields this plugin adds to the analytics filter bar, with their values (extension point). */
  filterFields?: FilterFieldContribution[];
  /** Names of the resources this plugin's server half provides. */
  resources?: string[];
  /** The plugin has a server half at `server/index.ts` (Kibana's `server: true`). */
  server?: boolean;
  /**
   * What this plugin's client offers the plugins that require it (components, hooks), typed by
   * its PluginContracts entry; core loads it before their pages and cards render.
   */
  contract?: ContractLoader;
}

/** Identity with inference: the card's component must take the settings its schema casts to. */
export function defineCard<S extends AnyObjectSchema>(card: CardContribution<S>): CardContribution<S> {
  return card;
}

/** Identity with types: a manifest is data plus lazy `import()` thunks, nothing else. */
export function definePlugin<M extends PluginManifest>(manifest: M): M {
  return manifest;
}
