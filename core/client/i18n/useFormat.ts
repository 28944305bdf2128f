import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../common/format/formatDuration';
import { formatNumber, MANAGEMENT_ABBREVIATE_FROM } from '../../common/format/formatNumber';
import { formatPercent } from '../../common/format/formatPercent';
import type { IsoDay } from '../../common/dateRange/calendarDays';
import { formatTypedDay } from './typedDay';

/** The formatters bound to the interface language, so de and fr separators follow it (IN-04). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    number: (value: number) => formatNumber(value, locale),
    /** A count on the audience management cards: abbreviated above 999 (OP-36). */
    managementNumber: (value: number) => formatNumber(value, locale, MANAGEMENT_ABBREVIATE_FROM),
    percent: (ratio: number) => formatPercent(ratio, locale),
    duration: (ms: number) => formatDuration(ms, locale),
    /** A calendar day as the language types it (de: 26.11.2026; en: 2026-11-26), as the date fields show it. */
    day: (day: IsoDay) => formatTypedDay(day, locale),
  };
}
