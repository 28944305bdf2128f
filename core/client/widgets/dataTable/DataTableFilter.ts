import type { ReactNode } from 'react';

interface FilterOf<F, P extends keyof F> {
  key: P;
  /** The label in the filter menu and on the filter's tag, already translated. */
  label: string;
  /** The screen's control for this filter in the filter menu. */
  render(value: F[P] | undefined, onChange: (value: Exclude<F[P], undefined>) => void): ReactNode;
  /** The text of a chosen value on its tag (default: the value as text). */
  format?(value: Exclude<F[P], undefined>): string;
}

/**
 * One filter of a DataTable's filter menu, keyed by a filter of the table's ref. A selection
 * that must always have a value (type, timeframe: management §2) is not clearable and names its
 * default; a clearable one starts empty and its tag can be removed.
 */
export type DataTableFilter<F> = {
  [P in keyof F & string]-?: FilterOf<F, P> & ({ clearable: true } | { clearable: false; default: Exclude<F[P], undefined> });
}[keyof F & string];
