import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface FilterSelectProps<V extends string | number> {
  label: string;
  values: readonly V[];
  value: V | undefined;
  text(value: V): string;
  onChange(value: V): void;
  testId: string;
}

/** A filter menu's select of `values` labelled by `text`; an unset (clearable) filter shows a placeholder it cannot go back to. */
export function FilterSelect<V extends string | number>({ label, values, value, text, onChange, testId }: FilterSelectProps<V>) {
  const { t } = useTranslation('audiences');
  return (
    <HTMLSelect
      aria-label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(values.find((v) => String(v) === event.currentTarget.value)!)}
      data-testid={testId}
      fill
    >
      {value === undefined && (
        <option value="" disabled>
          {t('filters.choose')}
        </option>
      )}
      {values.map((v) => (
        <option key={v} value={String(v)}>
          {text(v)}
        </option>
      ))}
    </HTMLSelect>
  );
}
