import { DARK_RULES_ATTRIBUTE, loadDarkRules } from '../../../../core/client/theme/loadDarkRules';
import { DEFERRED_RULES_ATTRIBUTE, loadDeferredRules } from '../../../../core/client/theme/loadDeferredRules';

/** A fresh document with the vendor sheet's link (as rspack.config.ts writes it), its preload and our own sheet. */
function page(withAttribute = true): Document {
  const doc = document.implementation.createHTMLDocument('console');
  const attributes = withAttribute ? ` ${DARK_RULES_ATTRIBUTE}="/assets/v.dark.css" ${DEFERRED_RULES_ATTRIBUTE}="/assets/v.deferred.css"` : '';
  doc.head.innerHTML = `<link rel="stylesheet" href="/assets/v.css"${attributes}><link rel="stylesheet" href="/assets/main.css"><link rel="preload" as="style" href="/assets/v.deferred.css">`;
  return doc;
}

const sheets = (doc: Document) => [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
const fire = (doc: Document, href: string, type: 'load' | 'error') => doc.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)!.dispatchEvent(new Event(type));

describe('loadDeferredRules', () => {
  it('inserts the deferred rules once, right after the sheet they were split from, and resolves when they load', async () => {
    const doc = page();
    const first = loadDeferredRules(doc);
    expect(loadDeferredRules(doc)).toBe(first);
    expect(sheets(doc)).toEqual(['/assets/v.css', '/assets/v.deferred.css', '/assets/main.css']);
    fire(doc, '/assets/v.deferred.css', 'load');
    await expect(first).resolves.toBeUndefined();
  });

  it('IN-06: the cascade is initial, deferred, dark, own CSS, whichever of the two loads first', () => {
    const deferredFirst = page();
    void loadDeferredRules(deferredFirst);
    void loadDarkRules(deferredFirst);
    const darkFirst = page();
    void loadDarkRules(darkFirst);
    void loadDeferredRules(darkFirst);
    for (const doc of [deferredFirst, darkFirst]) expect(sheets(doc)).toEqual(['/assets/v.css', '/assets/v.deferred.css', '/assets/v.dark.css', '/assets/main.css']);
  });

  it('a failed load is logged and resolves (pages still render); without the attribute there is nothing to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const doc = page();
    const loaded = loadDeferredRules(doc);
    fire(doc, '/assets/v.deferred.css', 'error');
    await expect(loaded).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/assets/v.deferred.css'));
    error.mockRestore();
    const plain = page(false);
    await expect(loadDeferredRules(plain)).resolves.toBeUndefined();
    expect(sheets(plain)).toEqual(['/assets/v.css', '/assets/main.css']);
  });
});
