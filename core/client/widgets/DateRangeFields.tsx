import { DateRangeInput, type DateRange as PickedRange } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { useTranslation } from 'react-i18next';
import { isoDay, startOfDay, type IsoDay } from '../../common/dateRange/calendarDays';
import type { DateRange } from '../../common/dateRange/dateRangeRules';
import { DATE_FNS_LOCALES, isLanguage } from '../i18n/languages';
import { formatTypedDay, parseTypedDay } from '../i18n/typedDay';

export interface DateRangeFieldsProps {
  value: DateRange;
  onChange(range: DateRange): void;
  today: IsoDay;
}

/**
 * Blueprint's DateRangeInput over the filter's two ISO days, loaded with the first page that
 * shows a date range (DateRangeFilter imports it lazily: date-fns, react-day-picker and their
 * rules stay out of the initial bundle). `maxDate` is today, so the calendar offers no later day
 * and a later typed day is refused (FB-27). Every other range goes to the host as it is, which
 * words the rule it breaks (FB-28..FB-30): a start typed after the end, which DateRangeInput
 * only reports as an error when the field is left, too.
 */
export default function DateRangeFields({ value, onChange, today }: DateRangeFieldsProps) {
  const { t, i18n } = useTranslation('core');
  const picked: PickedRange = [new Date(startOfDay(value.startDate)), new Date(startOfDay(value.endDate))];
  const maxDate = new Date(startOfDay(today));
  // Days are typed and shown in the language's form (de: 26.11.2026; en: the filter's 2026-11-26).
  const formatDate = (date: Date) => formatTypedDay(isoDay(date), i18n.language);
  const parseDate = (text: string) => {
    const day = parseTypedDay(text, i18n.language);
    return day ? new Date(startOfDay(day)) : false;
  };
  const pass = ([start, end]: PickedRange) => start && end && onChange({ startDate: isoDay(start), endDate: isoDay(end) });
  return (
    <DateRangeInput
      value={picked}
      onChange={pass}
      onError={([start, end]) => start && end && start <= maxDate && end <= maxDate && pass([start, end])}
      maxDate={maxDate}
      formatDate={formatDate}
      parseDate={parseDate}
      // The calendar's month and weekday names in the interface language.
      locale={DATE_FNS_LOCALES[isLanguage(i18n.language) ? i18n.language : 'en']}
      allowSingleDayRange
      shortcuts={false}
      singleMonthOnly
      overlappingDatesMessage={t('dateRange.order')}
      outOfRangeMessage={t('dateRange.outOfRange')}
      invalidDateMessage={t('dateRange.invalid')}
      startInputProps={{ 'aria-label': t('dateRange.start'), placeholder: t('dateRange.format'), ...{ 'data-testid': 'date-range-start' } }}
      endInputProps={{ 'aria-label': t('dateRange.end'), placeholder: t('dateRange.format'), ...{ 'data-testid': 'date-range-end' } }}
      popoverProps={{ placement: 'bottom-end' }}
      // react-day-picker's own labels are English whatever the locale.
      dayPickerProps={{
        labels: {
          labelPrevious: () => t('dateRange.previousMonth'),
          labelNext: () => t('dateRange.nextMonth'),
          labelMonthDropdown: () => t('dateRange.month'),
          labelYearDropdown: () => t('dateRange.year'),
        },
      }}
    />
  );
}
