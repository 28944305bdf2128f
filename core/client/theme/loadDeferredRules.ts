import { loadSplitRules } from './loadSplitRules';

/**
 * Set by rspack.config.ts on the vendor style sheet's `<link>`: where Blueprint's rules that the
 * first screen never needs are (see splitDeferredRules). index.html also preloads that file, so
 * it downloads alongside the entry's scripts without blocking the first paint.
 */
export const DEFERRED_RULES_ATTRIBUTE = 'data-deferred-rules';

/**
 * Applies Blueprint's deferred rules once per document, straight after the style sheet they were
 * split from (before the dark rules and our own CSS, whichever loads first), so the cascade is the
 * one of the whole sheet. main.tsx starts it at boot; every lazy route page and card awaits it
 * before it renders (withDeferredRules).
 */
export function loadDeferredRules(doc: Document): Promise<void> {
  return loadSplitRules(doc, DEFERRED_RULES_ATTRIBUTE, "Blueprint's deferred rules", (source, link) => source.after(link));
}

/** The deferred rules' `<link>` once inserted, so the dark rules can follow it. */
export function deferredRulesLink(doc: Document, source: Element): HTMLLinkElement | undefined {
  const href = source.getAttribute(DEFERRED_RULES_ATTRIBUTE);
  if (!href) return undefined;
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === href);
}
