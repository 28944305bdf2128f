import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleLoader } from '../../../../core/client/i18n/createI18n';

/**
 * The module loadLocale.ts as a test of a plugin that console.config.json disables sees it: the
 * generated registry has no texts of disabled plugins, so `namespaces` are read from locales/
 * on disk and every other namespace as usual. Use in a jest.mock factory of loadLocale.
 */
export function localesOfDisabledPlugins(namespaces: readonly string[]): { loadLocale: LocaleLoader } {
  const actual = jest.requireActual<{ loadLocale: LocaleLoader }>('../../../../core/client/i18n/loadLocale');
  return {
    loadLocale: async (language, namespace) => {
      if (!namespaces.includes(namespace)) return actual.loadLocale(language, namespace);
      return JSON.parse(readFileSync(path.join(__dirname, '../../../../locales', language, `${namespace}.json`), 'utf8'));
    },
  };
}
