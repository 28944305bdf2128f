import type { LocaleLoader } from './createI18n';

/** Each locale file is its own small chunk, fetched only for the language in use. */
export const loadLocale: LocaleLoader = (language, namespace) =>
  import(/* webpackChunkName: "locale-[request]" */ `../../../locales/${language}/${namespace}.json`).then(
    (module: { default?: Record<string, unknown> }) => module.default ?? (module as Record<string, unknown>),
  );
