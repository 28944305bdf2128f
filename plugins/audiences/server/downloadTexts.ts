import de from '../../../locales/de/audiences.json';
import en from '../../../locales/en/audiences.json';

/** The CSV downloads' headers and words in a locale (the console's locale files: German for `de`, English otherwise). */
export function downloadTexts(locale: string): typeof en.download {
  return (locale.toLowerCase().startsWith('de') ? de : en).download;
}
