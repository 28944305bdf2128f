import de from '../../../locales/de/startup.json';
import en from '../../../locales/en/startup.json';
import fr from '../../../locales/fr/startup.json';
import type { Language } from './languages';

/** The namespace of the texts a start may show before the language's locale files have arrived. */
export const STARTUP_NAMESPACE = 'startup';

/**
 * The account check's and an expired session's messages (SH-15), in every language in the
 * initial bundle (a few hundred bytes): a start that fails before the locale files are loaded
 * still speaks the user's language.
 */
export const startupTexts: Readonly<Record<Language, { api: Readonly<Record<string, string>> }>> = { en, de, fr };
