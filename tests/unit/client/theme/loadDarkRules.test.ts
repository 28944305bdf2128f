import { DARK_RULES_ATTRIBUTE, loadDarkRules } from '../../../../core/client/theme/loadDarkRules';

/** A fresh document with the vendor sheet's link (as rspack.config.ts writes it) and our own after it. */
function page(withAttribute = true): Document {
  const doc = document.implementation.createHTMLDocument('console');
  doc.head.innerHTML = `<link rel="stylesheet" href="/assets/vendor.1.css"${withAttribute ? ` ${DARK_RULES_ATTRIBUTE}="/assets/vendor.1.dark.2.css"` : ''}><link rel="stylesheet" href="/assets/main.3.css">`;
  return doc;
}

describe('loadDarkRules', () => {
  it('IN-06: inserts the dark rules once, right after the sheet they were split from, and resolves when they load', async () => {
    const doc = page();
    const first = loadDarkRules(doc);
    expect(loadDarkRules(doc)).toBe(first);
    const links = [...doc.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/vendor.1.css', '/assets/vendor.1.dark.2.css', '/assets/main.3.css']);
    doc.head.querySelectorAll('link')[1].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('IN-06: a failed load is logged and resolves (the page stays usable); without the attribute there is nothing to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const doc = page();
    const loaded = loadDarkRules(doc);
    doc.head.querySelectorAll('link')[1].dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/assets/vendor.1.dark.2.css'));
    error.mockRestore();
    const plain = page(false);
    await expect(loadDarkRules(plain)).resolves.toBeUndefined();
    expect(plain.head.querySelectorAll('link')).toHaveLength(2);
  });
});
