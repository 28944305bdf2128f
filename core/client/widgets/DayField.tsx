import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { useTranslation } from 'react-i18next';
import { isoDay, startOfDay, type IsoDay } from '../../common/dateRange/calendarDays';
import { dayPickerWiring } from './dayPickerWiring';
import type { DayInputProps } from './DayInput';

/** Blueprint's DateInput over one ISO day, loaded with the first screen that shows one (see DayInput). */
export default function DayField({ value, onChange, onClear, minDate, maxDate, invalid, label, testId }: DayInputProps) {
  const { t, i18n } = useTranslation('core');
  const date = (day: IsoDay | undefined) => (day === undefined ? undefined : new Date(startOfDay(day)));
  return (
    <DateInput
      {...dayPickerWiring(t, i18n.language)}
      // DateInput speaks ISO date-time strings without a zone: local time, as isoDay reads it.
      value={value === undefined ? null : new Date(startOfDay(value)).toISOString()}
      onChange={(picked) => (picked ? onChange(isoDay(new Date(picked)) as IsoDay) : onClear?.())}
      minDate={date(minDate)}
      maxDate={date(maxDate)}
      canClearSelection={onClear !== undefined}
      closeOnSelection
      showActionsBar={false}
      inputProps={{ 'aria-label': label, placeholder: t('dateRange.format'), intent: invalid ? 'danger' : 'none', ...{ 'data-testid': testId } }}
      popoverProps={{ placement: 'bottom-start' }}
    />
  );
}
