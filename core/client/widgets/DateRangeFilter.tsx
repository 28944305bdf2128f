import { lazy, Suspense } from 'react';
import type { IsoDay } from '../../common/dateRange/calendarDays';
import type { DateRange } from '../../common/dateRange/dateRangeRules';
import './widgets.css';

/** Blueprint's datetime package and its rules load with the first date range shown. */
const DateRangeFields = lazy(() => import('./DateRangeFields'));

/**
 * Start and end day of a date-range filter (Blueprint's DateRangeInput, see DateRangeFields).
 * No day after today can be chosen (FB-27); every other change is passed on as it is: the host
 * checks the range (FB-28..FB-30).
 */
export function DateRangeFilter({ value, onChange, today }: { value: DateRange; onChange(range: DateRange): void; today: IsoDay }) {
  return (
    <div className="ac-date-range" data-testid="date-range">
      <Suspense fallback={null}>
        <DateRangeFields value={value} onChange={onChange} today={today} />
      </Suspense>
    </div>
  );
}
