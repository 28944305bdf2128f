/** Interface languages (spec §1, IN-01..IN-03): en and de complete, fr registered, en the fallback. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_KEY = 'ac.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language, or en (IN-02). */
export function storedLanguage(storage: Storage): Language {
  const value = storage.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
