import { lazy, Suspense } from 'react';
import type { IsoDay } from '../../common/dateRange/calendarDays';

const DayField = lazy(() => import('./DayField'));

export interface DayInputProps {
  value: IsoDay | undefined;
  onChange(day: IsoDay): void;
  /** Given, the day can be cleared (emptied, or the calendar's Clear): an optional date. */
  onClear?(): void;
  /** The earliest and latest day the calendar offers and a typed day may be (Blueprint's defaults: 20 years back, 6 months ahead). */
  minDate?: IsoDay;
  maxDate?: IsoDay;
  /** Marked as refused (a form's field error). */
  invalid?: boolean;
  /** The field's accessible name, already translated. */
  label: string;
  /** The input's id, for a form's label to point at. */
  id?: string;
  testId?: string;
}

/**
 * One calendar day typed or picked (Blueprint's DateInput, in the language's day form): a
 * management filter's "created from" and the like. date-fns and react-day-picker load with the
 * first screen that shows one, as with DateRangeFilter.
 */
export function DayInput(props: DayInputProps) {
  return (
    <Suspense fallback={null}>
      <DayField {...props} />
    </Suspense>
  );
}
