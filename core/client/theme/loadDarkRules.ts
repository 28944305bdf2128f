import { deferredRulesLink } from './loadDeferredRules';

/** Set by rspack.config.ts on the vendor style sheet's `<link>`: where Blueprint's dark-theme rules are. */
export const DARK_RULES_ATTRIBUTE = 'data-dark-rules';

const loading = new WeakMap<Document, Promise<void>>();

/**
 * Loads Blueprint's dark-theme rules once per document, right after the style sheet they were
 * split from (and after its deferred rules, see loadDeferredRules), so they win and lose against the light rules and our own CSS as before. Resolves
 * when they apply (or failed to load: the page stays usable, light). Without the attribute (a
 * development build without the split, jsdom) there is nothing to load.
 */
export function loadDarkRules(doc: Document): Promise<void> {
  let done = loading.get(doc);
  if (!done) {
    done = insertAfterSource(doc);
    loading.set(doc, done);
  }
  return done;
}

function insertAfterSource(doc: Document): Promise<void> {
  const source = doc.querySelector<HTMLLinkElement>(`link[${DARK_RULES_ATTRIBUTE}]`);
  const href = source?.getAttribute(DARK_RULES_ATTRIBUTE);
  if (!source || !href) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const applied = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      console.error(`Loading the dark theme's rules (${href}) failed.`);
      resolve();
    });
  });
  (deferredRulesLink(doc, source) ?? source).after(link);
  return applied;
}
