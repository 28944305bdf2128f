import { splitRules, type SplitSheet } from './splitRules';

/**
 * Blueprint component families that neither the shell (toolbar, menus, popovers, drawer, user
 * search, toasts) nor the login, not-found and access-denied pages render: their rules are only
 * needed by route pages and cards, which are lazy and wait for the deferred sheet (see
 * loadDeferredRules). A family covers its class and every class that starts with it and a dash
 * (`tab` → `.bp6-tab`, `.bp6-tab-panel`, `.bp6-tab-indicator`, …). Everything else stays initial,
 * including classes shared by many components (`.bp6-button`, `.bp6-button-group` that toasts
 * render, `.bp6-input`, `.bp6-popover`, `.bp6-menu`, `.bp6-overlay`, intents, typography).
 */
export const DEFERRED_FAMILIES = [
  'breadcrumb',
  'breadcrumbs',
  'card-list',
  'checkbox',
  'code-block',
  'collapse',
  'compound-tag',
  'context-menu',
  'control',
  'dialog',
  'divider',
  'drawer',
  'editable-text',
  'entity-title',
  'file-input',
  'file-upload',
  'hotkey',
  'html-table',
  'key',
  'multi-select',
  'multistep-dialog',
  'numeric-input',
  'omnibar',
  'panel-stack',
  'panel-stack2',
  'progress-bar',
  'radio',
  'resizable-input',
  'section',
  'segmented-control',
  'select',
  'skeleton',
  'slider',
  'switch',
  'tab',
  'tabs',
  'tag',
  'tooltip',
  'tree',
] as const;

/** `.bp6-<family>` or `.bp6-<family>-…` as a whole class name, anywhere in a selector. */
const DEFERRED_CLASS = new RegExp(`\\.bp6-(?:${DEFERRED_FAMILIES.join('|')})(?:-[\\w-]*)?(?![\\w-])`);

/**
 * Splits Blueprint's light rules into those the first screen can need (`kept`) and those of the
 * deferred families (`moved`): a selector moves when it names a deferred class outside
 * parentheses, so it can only match inside a component the first screen never renders.
 */
export function splitDeferredRules(css: string): SplitSheet {
  return splitRules(css, (selector) => DEFERRED_CLASS.test(selector));
}
