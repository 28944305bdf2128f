/**
 * Set by rspack.config.ts on the vendor style sheet's `<link>`: where Blueprint's rules that the
 * first screen never needs are (see splitDeferredRules). index.html also preloads that file, so
 * it downloads alongside the entry's scripts without blocking the first paint.
 */
export const DEFERRED_RULES_ATTRIBUTE = 'data-deferred-rules';

const loading = new WeakMap<Document, Promise<void>>();

/**
 * Applies Blueprint's deferred rules once per document, right after the style sheet they were
 * split from (before the dark rules and our own CSS), so the cascade is the one of the whole
 * sheet. main.tsx starts it at boot; every lazy route page and card awaits it before it renders
 * (withDeferredRules). Resolves when the rules apply, or failed to load (logged: the page still
 * works, less styled). Without the attribute (development build, jsdom) there is nothing to load.
 */
export function loadDeferredRules(doc: Document): Promise<void> {
  let done = loading.get(doc);
  if (!done) {
    done = insertAfterSource(doc);
    loading.set(doc, done);
  }
  return done;
}

/** The deferred rules' `<link>` once inserted, so the dark rules can follow it. */
export function deferredRulesLink(doc: Document, source: Element): HTMLLinkElement | undefined {
  const href = source.getAttribute(DEFERRED_RULES_ATTRIBUTE);
  if (!href) return undefined;
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === href);
}

function insertAfterSource(doc: Document): Promise<void> {
  const source = doc.querySelector<HTMLLinkElement>(`link[${DEFERRED_RULES_ATTRIBUTE}]`);
  const href = source?.getAttribute(DEFERRED_RULES_ATTRIBUTE);
  if (!source || !href) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const applied = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      console.error(`Loading Blueprint's deferred rules (${href}) failed.`);
      resolve();
    });
  });
  // Straight after the source: before the dark rules too, whichever loads first.
  source.after(link);
  return applied;
}
