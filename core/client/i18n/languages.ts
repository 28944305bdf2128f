/** Interface languages (spec §1, IN-01..IN-03): en and de complete, fr registered, en the fallback. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_KEY = 'ac.language';

/** The date-fns locale each language's calendars are drawn in (rspack.config.ts bundles exactly these). */
export const DATE_FNS_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', de: 'de', fr: 'fr' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language, or en (IN-02). */
export function storedLanguage(storage: Storage): Language {
  const value = storage.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
