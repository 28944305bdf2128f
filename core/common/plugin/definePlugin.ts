import type { ComponentType } from 'react';
import type { PermissionRules } from '../permissions/permissionRule';
import type { Product } from '../products';

/** A lazily loaded module whose default export is a React component. */
export type ComponentLoader = () => Promise<{ default: ComponentType<any> }>;

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
}

export interface CardSize {
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxH?: number;
}

/** One entry of a card's options menu: a setting, with the values it may take when it is a choice. */
export interface CardOption {
  /** Key in the card's settings. */
  key: string;
  /** i18n key of the label in the plugin's namespace. */
  label: string;
  /** Allowed values; the menu shows them as a select. Without them the card edits the setting itself. */
  choices?: string[];
}

export interface CardContribution {
  /** Component name from the spec, e.g. `UsersCard`; saved in dashboards. */
  component: string;
  load: ComponentLoader;
  permission: string;
  size: CardSize;
  /** Part of the default dashboard. */
  default?: boolean;
  /** May be added to one dashboard several times. */
  multiple?: boolean;
  /** Card settings with their defaults; the options menu is drawn from them. */
  settings?: Record<string, unknown>;
  /** Settings shown in the card's options menu (CX-02, OP-33). */
  options?: CardOption[];
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
  /** Named permission rules this plugin adds. */
  permissions?: PermissionRules;
  routes?: RouteContribution[];
  nav?: NavContribution[];
  cards?: CardContribution[];
  /** Names of the resources this plugin's server half provides. */
  resources?: string[];
  /** The plugin has a server half at `server/index.ts` (Kibana's `server: true`). */
  server?: boolean;
}

/** Identity with types: a manifest is data plus lazy `import()` thunks, nothing else. */
export function definePlugin<M extends PluginManifest>(manifest: M): M {
  return manifest;
}
