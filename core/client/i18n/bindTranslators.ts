import type { i18n as I18n } from 'i18next';
import { setValidationTranslator } from '../../common/validation/validationMessages';
import { setApiTextLookup } from '../api/apiMessages';
import type { Language } from './languages';
import { STARTUP_NAMESPACE, startupTexts } from './startupTexts';

/**
 * Lets the texts made outside React speak the interface language: the shared yup schemas'
 * messages (core `validation.<key>`, the field label from any namespace's `fields.<label>`) and
 * the API kernel's and server errors' texts (core `api.<key>`, `api.serverErrors.<code>`).
 */
export function bindTranslators(i18n: I18n): void {
  const namespaces = [i18n.options.defaultNS, ...(Array.isArray(i18n.options.ns) ? i18n.options.ns : [])].filter((ns): ns is string => typeof ns === 'string');
  const fieldLabel = (label: string) => {
    const key = `fields.${label.charAt(0).toLowerCase()}${label.slice(1)}`;
    return i18n.exists(key, { ns: namespaces }) ? i18n.t(key, { ns: namespaces }) : label;
  };
  setValidationTranslator((key, values) => {
    const field = typeof values.field === 'string' ? fieldLabel(values.field) : values.field;
    return i18n.t(`validation.${key}`, { ns: 'core', ...values, ...(field === undefined ? {} : { field }) });
  });
  const apiNamespaces = ['core', STARTUP_NAMESPACE];
  setApiTextLookup((key) => (i18n.exists(`api.${key}`, { ns: apiNamespaces }) ? i18n.t(`api.${key}`, { ns: apiNamespaces }) : undefined));
}

/** Before the locale files are in, the API kernel's start-up texts speak `language` (SH-15). */
export function bindStartupTexts(language: Language): void {
  setApiTextLookup((key) => startupTexts[language].api[key]);
}
