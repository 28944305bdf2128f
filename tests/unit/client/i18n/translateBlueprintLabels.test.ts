import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { translateBlueprintLabels } from '../../../../core/client/i18n/translateBlueprintLabels';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Blueprint’s hard-coded labels (IN-01)', () => {
  it('IN-01: a Dialog’s "Close" and a Tag’s "Remove tag" are worded in de as they appear; other labels stay', async () => {
    const i18n = await createI18n({ language: 'de', namespaces: [], load: loadLocale });
    const root = document.createElement('div');
    root.innerHTML = '<button aria-label="Close"></button>';
    document.body.append(root);
    const stop = translateBlueprintLabels(root, i18n);
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('Schließen');
    root.insertAdjacentHTML('beforeend', '<span><button aria-label="Remove tag"></button><button aria-label="Own label" title="Clear selected items"></button></span>');
    await settle();
    const [, remove, own] = Array.from(root.querySelectorAll('button'));
    expect(remove.getAttribute('aria-label')).toBe('Entfernen');
    expect(own.getAttribute('aria-label')).toBe('Own label');
    expect(own.getAttribute('title')).toBe('Auswahl leeren');
    stop();
    root.remove();
  });
});
