const loading = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Applies, once per document, a style sheet that the build split out of the vendor sheet: its
 * address is in `attribute` on the vendor sheet's `<link>`, and `place` puts the new `<link>`
 * where the cascade of the whole sheet wants it. Resolves when its rules apply, or failed to
 * load (logged: the page still works, less styled). Without the attribute (a development build,
 * jsdom) there is nothing to load.
 */
export function loadSplitRules(doc: Document, attribute: string, what: string, place: (source: HTMLLinkElement, link: HTMLLinkElement) => void): Promise<void> {
  let sheets = loading.get(doc);
  if (!sheets) loading.set(doc, (sheets = new Map()));
  let done = sheets.get(attribute);
  if (!done) {
    done = insert(doc, attribute, what, place);
    sheets.set(attribute, done);
  }
  return done;
}

function insert(doc: Document, attribute: string, what: string, place: (source: HTMLLinkElement, link: HTMLLinkElement) => void): Promise<void> {
  const source = doc.querySelector<HTMLLinkElement>(`link[${attribute}]`);
  const href = source?.getAttribute(attribute);
  if (!source || !href) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const applied = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      console.error(`Loading ${what} (${href}) failed.`);
      resolve();
    });
  });
  place(source, link);
  return applied;
}
