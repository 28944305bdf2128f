import { localeLoaders } from '../generated/pluginRegistry';
import type { LocaleLoader } from './createI18n';

/**
 * Each locale file is its own small chunk, fetched only for the language in use. Only the
 * namespaces of core and the enabled plugins can be loaded (the generated registry lists them).
 */
export const loadLocale: LocaleLoader = async (language, namespace) => {
  const load = localeLoaders[namespace]?.[language];
  if (!load) throw new Error(`No ${language} texts for namespace "${namespace}".`);
  const module = (await load()) as { default?: Record<string, unknown> };
  return module.default ?? (module as Record<string, unknown>);
};
