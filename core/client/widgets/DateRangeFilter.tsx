import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { daysBetween, isIsoDay, type IsoDay } from '../../common/dateRange/calendarDays';
import type { DateRange } from '../../common/dateRange/dateRangeRules';
import './widgets.css';

/**
 * Start and end day of a date-range filter as two native date inputs. Their `max` is today, so
 * the browser's own picker offers no later day (FB-27); a later day typed by hand is ignored.
 * Every other change is passed on as it is: the host checks the range (FB-28..FB-30).
 */
export function DateRangeFilter({ value, onChange, today }: { value: DateRange; onChange(range: DateRange): void; today: IsoDay }) {
  const { t } = useTranslation('core');
  const edit = (end: keyof DateRange, day: string) => {
    if (isIsoDay(day) && daysBetween(day, today) >= 0) onChange({ ...value, [end]: day });
  };
  return (
    <div className="ac-date-range" data-testid="date-range">
      <input type="date" className={Classes.INPUT} aria-label={t('dateRange.start')} value={value.startDate} max={today} onChange={(e) => edit('startDate', e.currentTarget.value)} data-testid="date-range-start" />
      <span aria-hidden>–</span>
      <input type="date" className={Classes.INPUT} aria-label={t('dateRange.end')} value={value.endDate} max={today} onChange={(e) => edit('endDate', e.currentTarget.value)} data-testid="date-range-end" />
    </div>
  );
}
