import type { PostProcessorModule } from 'i18next';

/**
 * The pseudo-locale for tests and development: with this local-storage flag set, every
 * translated text is wrapped in ⟦…⟧, so a text on screen without the markers is one that
 * never went through i18next (an English leak). It is not offered in the language menu.
 */
const PSEUDO_LOCALE_KEY = 'ac.pseudoLocale';
const PSEUDO_OPEN = '⟦';
const PSEUDO_CLOSE = '⟧';

export const pseudoLocale: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string) => `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}`,
};

export function pseudoLocaleOn(storage: Storage): boolean {
  return storage.getItem(PSEUDO_LOCALE_KEY) === '1';
}
