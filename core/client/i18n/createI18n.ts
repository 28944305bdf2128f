import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { pseudoLocale } from './pseudoLocale';
import { STARTUP_NAMESPACE, startupTexts } from './startupTexts';

/** Reads one namespace of one language, e.g. locales/de/dashboard.json. */
export type LocaleLoader = (language: string, namespace: string) => Promise<Record<string, unknown>>;

/** The namespace of the shell's own texts; every plugin's namespace is its id. */
const CORE_NAMESPACE = 'core';

/**
 * An i18next instance that loads `locales/<lang>/<namespace>.json` on demand. A namespace a
 * plugin does not translate (or a partial fr) falls back to en rather than failing. The start-up
 * texts are bundled (startupTexts.ts) and join the instance as their own namespace.
 */
export async function createI18n(options: {
  language: Language;
  namespaces: readonly string[];
  load: LocaleLoader;
  /** Wrap every text in the pseudo-locale's markers (pseudoLocale.ts). */
  pseudo?: boolean;
}): Promise<I18n> {
  const instance = createInstance();
  instance.use(initReactI18next).use(pseudoLocale).use({
    type: 'backend' as const,
    init() {},
    read(language: string, namespace: string, done: (error: unknown, data: Record<string, unknown>) => void) {
      options.load(language, namespace).then(
        (data) => done(null, data),
        () => done(null, {}),
      );
    },
  });
  await instance.init({
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [CORE_NAMESPACE, ...options.namespaces.filter((ns) => ns !== CORE_NAMESPACE)],
    defaultNS: CORE_NAMESPACE,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    postProcess: options.pseudo ? [pseudoLocale.name] : false,
  });
  for (const language of LANGUAGES) instance.addResourceBundle(language, STARTUP_NAMESPACE, startupTexts[language]);
  return instance;
}
