import type { i18n as I18n } from 'i18next';
import { LANGUAGE_KEY, type Language } from './languages';

/** Switches the interface language and remembers it in local storage (IN-02). */
export async function changeLanguage(i18n: I18n, storage: Storage, language: Language): Promise<void> {
  storage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
