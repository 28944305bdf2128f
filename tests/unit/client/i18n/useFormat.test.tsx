import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { useFormat } from '../../../../core/client/i18n/useFormat';

function Count() {
  const format = useFormat();
  return <span data-testid="count">{`${format.number(1234.5)} ${format.percent(0.5)}`}</span>;
}

describe('i18n', () => {
  it('IN-04: numbers follow the interface language', async () => {
    const i18n = await createI18n({ language: 'en', namespaces: ['dashboard'], load: loadLocale });
    render(
      <I18nextProvider i18n={i18n}>
        <Count />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('count').textContent).toBe('1,234.5 50.00%');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByTestId('count').textContent?.replace(/\s/g, ' ')).toBe('1.234,5 50,00 %');
  });

  it('IN-03: fr is registered and falls back to en where it is partial', async () => {
    const i18n = await createI18n({ language: 'fr', namespaces: ['dashboard'], load: loadLocale });
    expect(i18n.t('login.title')).toBe('Connexion');
    expect(i18n.t('toolbar.helpCentre')).toBe('Help centre');
    expect(i18n.t('dashboard:products.dmp.title')).toBe('DMP');
  });

  it('IN-01: en and de translate every key the shell and its plugins use', async () => {
    const flatten = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    for (const ns of ['core', 'dashboard', 'settings']) {
      const en = flatten(await loadLocale('en', ns)).sort();
      const de = flatten(await loadLocale('de', ns)).sort();
      expect({ ns, keys: de }).toEqual({ ns, keys: en });
    }
  });

  it('a plugin without a locale file loads as empty instead of failing', async () => {
    const i18n = await createI18n({ language: 'en', namespaces: ['no-such-plugin'], load: loadLocale });
    expect(i18n.t('no-such-plugin:title')).toBe('title');
  });
});
