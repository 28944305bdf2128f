import { DateRangeInput, type DateRange as PickedRange } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { useTranslation } from 'react-i18next';
import { isoDay, startOfDay, type IsoDay } from '../../common/dateRange/calendarDays';
import type { DateRange } from '../../common/dateRange/dateRangeRules';
import { dayPickerWiring } from './dayPickerWiring';

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
  const pass = ([start, end]: PickedRange) => start && end && onChange({ startDate: isoDay(start), endDate: isoDay(end) });
  return (
    <DateRangeInput
      {...dayPickerWiring(t, i18n.language)}
      value={picked}
      onChange={pass}
      onError={([start, end]) => start && end && start <= maxDate && end <= maxDate && pass([start, end])}
      maxDate={maxDate}
      allowSingleDayRange
      shortcuts={false}
      singleMonthOnly
      overlappingDatesMessage={t('dateRange.order')}
      startInputProps={{ 'aria-label': t('dateRange.start'), placeholder: t('dateRange.format'), ...{ 'data-testid': 'date-range-start' } }}
      endInputProps={{ 'aria-label': t('dateRange.end'), placeholder: t('dateRange.format'), ...{ 'data-testid': 'date-range-end' } }}
      popoverProps={{ placement: 'bottom-end' }}
    />
  );
}
