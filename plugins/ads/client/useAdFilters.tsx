import { Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { InferType } from 'yup';
import type { DataTableFilter } from '../../../core/client/widgets';
import { AD_TYPES, type AdApproval, type AdType } from '../common/Ad';
import { AD_APPROVALS, adDatatable } from '../common/adDatatable';

type AdFilters = InferType<typeof adDatatable.filters>;

/** The ads table's filter menu: a type (AD-01) and a review state (AD-15 … AD-17); both can be cleared. */
export function useAdFilters(): DataTableFilter<AdFilters>[] {
  const { t } = useTranslation('ads');
  return [
    {
      key: 'type',
      label: t('filters.type'),
      clearable: true,
      render: (value, onChange) => (
        <RadioGroup label={t('filters.type')} selectedValue={value} onChange={(event) => onChange(event.currentTarget.value as AdType)} data-testid="ads-filter-type">
          {AD_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`types.${type}`)} />
          ))}
        </RadioGroup>
      ),
      format: (type) => t(`types.${type}`),
    },
    {
      key: 'approval',
      label: t('filters.approval'),
      clearable: true,
      render: (value, onChange) => (
        <RadioGroup label={t('filters.approval')} selectedValue={value} onChange={(event) => onChange(event.currentTarget.value as AdApproval)} data-testid="ads-filter-approval">
          {AD_APPROVALS.map((approval) => (
            <Radio key={approval} value={approval} label={t(`approvals.${approval}`)} />
          ))}
        </RadioGroup>
      ),
      format: (approval) => t(`approvals.${approval}`),
    },
  ];
}
