import type { Hit } from '../../../core/common/ingest';

/** The meta tags the tracker reports that say what a page is about (names in lower case), in the order they are read. */
const TOPIC_META = ['og:title', 'description', 'og:description', 'keywords', 'news_keywords', 'og:section', 'article:section', 'article:tag'];

/** Longer texts are cut: the start says what a page is about, and the classifier's cost grows with the tokens. */
const MAX_TEXT = 1000;

/** What the classifier reads of a page view: its title and the meta tags above (any case of their names), each text once. */
export function topicPageText(hit: Pick<Hit, 'title' | 'meta'>): string {
  const byName = new Map<string, string>();
  for (const key in hit.meta) byName.set(key.toLowerCase(), hit.meta[key]);
  const texts = hit.title ? [hit.title] : [];
  for (const name of TOPIC_META) {
    const value = byName.get(name)?.trim();
    if (value && !texts.includes(value)) texts.push(value);
  }
  return texts.join('\n').slice(0, MAX_TEXT);
}
