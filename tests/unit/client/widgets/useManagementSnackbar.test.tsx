import { renderHook } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Console } from '../../../../core/client/app/Console';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { SnackbarStore } from '../../../../core/client/shell/SnackbarStore';
import { FAILURE_TEXTS, SUCCESS_TEXTS, useManagementSnackbar } from '../../../../core/client/widgets/useManagementSnackbar';

function renderSnackbar(i18n: I18n) {
  const snackbar = new SnackbarStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ConsoleContext.Provider value={{ snackbar } as unknown as Console}>{children}</ConsoleContext.Provider>
    </I18nextProvider>
  );
  return { snackbar, ...renderHook(() => useManagementSnackbar(), { wrapper }) };
}

describe('management snackbar texts (management §8)', () => {
  it('TM-12, TR-23, TR-19: every success and failure text exists in en and in de, worded in each', async () => {
    const en = await createI18n({ language: 'en', namespaces: [], load: loadLocale });
    const de = await createI18n({ language: 'de', namespaces: [], load: loadLocale });
    for (const key of [...SUCCESS_TEXTS, ...FAILURE_TEXTS]) {
      expect(en.exists(`snackbar.${key}`, { ns: 'core', lng: 'en' })).toBe(true);
      expect(de.exists(`snackbar.${key}`, { ns: 'core', lng: 'de' })).toBe(true);
      expect(de.t(`snackbar.${key}`, { ns: 'core' })).not.toBe(en.t(`snackbar.${key}`, { ns: 'core' }));
    }
  });

  it('SH-29, TR-19, TR-07: a success stays the default 2 s; a failure is red and stays until closed, an error with its own message', async () => {
    const { result, snackbar } = renderSnackbar(await createI18n({ language: 'de', namespaces: [], load: loadLocale }));
    result.current.success('created');
    result.current.failure('saveError');
    result.current.failure(new Error('Zeitüberschreitung'));
    expect(snackbar.messages.map(({ message, intent, timeout }) => ({ message, intent, timeout }))).toEqual([
      { message: 'Erfolgreich erstellt.', intent: 'success', timeout: 2000 },
      { message: 'Fehler beim Speichern. Bitte prüfen Sie Ihre Eingaben.', intent: 'danger', timeout: 0 },
      { message: 'Zeitüberschreitung', intent: 'danger', timeout: 0 },
    ]);
  });
});
