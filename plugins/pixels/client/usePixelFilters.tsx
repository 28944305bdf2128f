import { Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { InferType } from 'yup';
import type { DataTableFilter } from '../../../core/client/widgets';
import { PIXEL_FILTER_TYPES, pixelDatatable } from '../common/pixelDatatable';

type PixelFilters = InferType<typeof pixelDatatable.filters>;

/** The pixels table's filter menu (PX-01): a type (the stored "unspecified" too) and approved or not; both can be cleared. */
export function usePixelFilters(): DataTableFilter<PixelFilters>[] {
  const { t } = useTranslation('pixels');
  const approvedText = (approved: boolean) => t(approved ? 'yes' : 'no');
  return [
    {
      key: 'type',
      label: t('filters.type'),
      clearable: true,
      render: (value, onChange) => (
        <RadioGroup label={t('filters.type')} selectedValue={value} onChange={(event) => onChange(event.currentTarget.value as (typeof PIXEL_FILTER_TYPES)[number])} data-testid="pixels-filter-type">
          {PIXEL_FILTER_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`types.${type}`)} />
          ))}
        </RadioGroup>
      ),
      format: (type) => t(`types.${type}`),
    },
    {
      key: 'approved',
      label: t('filters.approved'),
      clearable: true,
      render: (value, onChange) => (
        <RadioGroup label={t('filters.approved')} selectedValue={value === undefined ? undefined : String(value)} onChange={(event) => onChange(event.currentTarget.value === 'true')} data-testid="pixels-filter-approved">
          <Radio value="true" label={approvedText(true)} />
          <Radio value="false" label={approvedText(false)} />
        </RadioGroup>
      ),
      format: approvedText,
    },
  ];
}
