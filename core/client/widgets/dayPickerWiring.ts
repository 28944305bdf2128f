import type { TFunction } from 'i18next';
import { isoDay, startOfDay } from '../../common/dateRange/calendarDays';
import { DATE_FNS_LOCALES, isLanguage } from '../i18n/languages';
import { formatTypedDay, parseTypedDay } from '../i18n/typedDay';

/**
 * What every Blueprint date field of the console sets alike: days typed and shown in the
 * language's form (de: 26.11.2026; en: 2026-11-26), the calendar's month and weekday names in
 * the interface language, react-day-picker's own labels (English whatever the locale) translated.
 */
export function dayPickerWiring(t: TFunction<'core'>, language: string) {
  return {
    formatDate: (date: Date) => formatTypedDay(isoDay(date), language),
    parseDate: (text: string) => {
      const day = parseTypedDay(text, language);
      return day ? new Date(startOfDay(day)) : false;
    },
    locale: DATE_FNS_LOCALES[isLanguage(language) ? language : 'en'],
    outOfRangeMessage: t('dateRange.outOfRange'),
    invalidDateMessage: t('dateRange.invalid'),
    dayPickerProps: {
      labels: {
        labelPrevious: () => t('dateRange.previousMonth'),
        labelNext: () => t('dateRange.nextMonth'),
        labelMonthDropdown: () => t('dateRange.month'),
        labelYearDropdown: () => t('dateRange.year'),
      },
    },
  };
}
