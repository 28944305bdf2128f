import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { InferType } from 'yup';
import { DayInput, type DataTableFilter } from '../../../core/client/widgets';
import { TRANSFER_STATES, transferDatatable, type TransferState } from '../common/transferDatatable';
import { latestTransferDay } from './latestTransferDay';

type TransferFilters = InferType<typeof transferDatatable.filters>;

/**
 * The transfers table's filter menu (OP-51): the active state, and a date range — the transfers
 * running on some day from one day to another (either end may stay open). Every one is clearable.
 */
export function useTransferFilters(): DataTableFilter<TransferFilters>[] {
  const { t } = useTranslation('transfers');
  const stateText = (state: TransferState) => t(`filters.states.${state}`);
  const day = (key: 'from' | 'to'): DataTableFilter<TransferFilters> => ({
    key,
    label: t(`filters.${key}`),
    clearable: true,
    render: (value, onChange) => <DayInput value={value ?? undefined} onChange={onChange} maxDate={latestTransferDay()} label={t(`filters.${key}`)} testId={`transfers-filter-${key}`} />,
  });
  return [
    {
      key: 'state',
      label: t('filters.state'),
      clearable: true,
      render: (value, onChange) => (
        <HTMLSelect aria-label={t('filters.state')} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value as TransferState)} data-testid="transfers-filter-state" fill>
          {value === undefined && (
            <option value="" disabled>
              {t('filters.choose')}
            </option>
          )}
          {TRANSFER_STATES.map((state) => (
            <option key={state} value={state}>
              {stateText(state)}
            </option>
          ))}
        </HTMLSelect>
      ),
      format: stateText,
    },
    day('from'),
    day('to'),
  ];
}
