import { Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { InferType } from 'yup';
import { useFormat } from '../../../core/client/i18n';
import { DayInput, type DataTableFilter } from '../../../core/client/widgets';
import { trackingDatatable } from '../common/trackingDatatable';

type TrackingFilters = InferType<typeof trackingDatatable.filters>;

/**
 * The trackings table's filter menu (OP-51): the active state, and a date range — trackings
 * running on some day from a day, until a day. Each is clearable.
 */
export function useTrackingFilters(): DataTableFilter<TrackingFilters>[] {
  const { t } = useTranslation('trackings');
  const format = useFormat();
  const state = (active: boolean) => t(active ? 'states.active' : 'states.inactive');
  const day = (key: 'from' | 'to'): DataTableFilter<TrackingFilters> => ({
    key,
    label: t(`filters.${key}`),
    clearable: true,
    render: (value, onChange) => <DayInput value={value} onChange={onChange} label={t(`filters.${key}`)} testId={`trackings-filter-${key}`} />,
    format: format.day,
  });
  return [
    {
      key: 'active',
      label: t('filters.active'),
      clearable: true,
      render: (value, onChange) => (
        <RadioGroup selectedValue={value === undefined ? undefined : String(value)} onChange={(e) => onChange(e.currentTarget.value === 'true')} aria-label={t('filters.active')} data-testid="trackings-filter-active">
          <Radio value="true" label={state(true)} />
          <Radio value="false" label={state(false)} />
        </RadioGroup>
      ),
      format: state,
    },
    day('from'),
    day('to'),
  ];
}
