import { isIsoDay, type IsoDay } from '../../common/dateRange/calendarDays';

/** German days read dd.mm.yyyy; the other languages keep the filter's own ISO form. */
const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A calendar day as a date field shows it in `language` (de: 26.11.2026, otherwise 2026-11-26). */
export function formatTypedDay(day: IsoDay, language: string): string {
  if (language !== 'de') return day;
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The calendar day typed into a date field in `language` (ISO is understood in every language), or undefined. */
export function parseTypedDay(text: string, language: string): IsoDay | undefined {
  const trimmed = text.trim();
  const german = language === 'de' ? GERMAN_DAY.exec(trimmed) : null;
  const day = german ? `${german[3]}-${german[2].padStart(2, '0')}-${german[1].padStart(2, '0')}` : trimmed;
  return isIsoDay(day) ? day : undefined;
}
