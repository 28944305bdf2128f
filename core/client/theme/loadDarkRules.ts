import { deferredRulesLink } from './loadDeferredRules';
import { loadSplitRules } from './loadSplitRules';

/** Set by rspack.config.ts on the vendor style sheet's `<link>`: where Blueprint's dark-theme rules are. */
export const DARK_RULES_ATTRIBUTE = 'data-dark-rules';

/**
 * Loads Blueprint's dark-theme rules once per document, right after the style sheet they were
 * split from and its deferred rules (loadDeferredRules), so they win and lose against the light
 * rules and our own CSS as before. A failed load leaves the page usable, light.
 */
export function loadDarkRules(doc: Document): Promise<void> {
  return loadSplitRules(doc, DARK_RULES_ATTRIBUTE, "the dark theme's rules", (source, link) => (deferredRulesLink(doc, source) ?? source).after(link));
}
