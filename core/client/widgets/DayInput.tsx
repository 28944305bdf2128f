import { lazy, Suspense } from 'react';
import type { IsoDay } from '../../common/dateRange/calendarDays';

const DayField = lazy(() => import('./DayField'));

export interface DayInputProps {
  value: IsoDay | undefined;
  onChange(day: IsoDay): void;
  /** The field's accessible name, already translated. */
  label: string;
  /** The input's id, for a form's label to point at. */
  id?: string;
  testId?: string;
  /** The earliest and latest day offered (Blueprint's defaults: 20 years back, 6 months ahead). */
  minDate?: IsoDay;
  maxDate?: IsoDay;
  /** Makes the day optional: emptying the input or clicking the chosen day clears it. */
  onClear?(): void;
  /** Drawn as refused (a form field's error). */
  invalid?: boolean;
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
