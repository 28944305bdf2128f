import cronstrue from 'cronstrue';
// cronstrue's words in the console's other languages (each registers itself); English is built in.
import 'cronstrue/locales/de';
import 'cronstrue/locales/fr';

/** A valid pattern in words, in the interface language ("Every 5 seconds", "Alle 5 Sekunden"). */
export function cronInWords(pattern: string, language: string): string {
  return cronstrue.toString(pattern, { locale: language.split('-')[0], use24HourTimeFormat: true, throwExceptionOnParseError: false });
}
