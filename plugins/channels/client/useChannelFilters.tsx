import { useTranslation } from 'react-i18next';
import type { InferType } from 'yup';
import { isoDay, startOfDay } from '../../../core/common/dateRange';
import { DayInput, type DataTableFilter } from '../../../core/client/widgets';
import { channelDatatable } from '../common/channelDatatable';

type ChannelFilters = InferType<typeof channelDatatable.filters>;
type DayFilterKey = keyof ChannelFilters & string;

/**
 * The channels table's filters on the creation time, each a calendar day in the browser's time
 * zone sent as its start: created on or after a day, created before a day (the datatable's from
 * inclusive, to exclusive). Both are clearable.
 */
export function useChannelFilters(): DataTableFilter<ChannelFilters>[] {
  const { t, i18n } = useTranslation('channels');
  const day = (key: DayFilterKey): DataTableFilter<ChannelFilters> => ({
    key,
    label: t(`filters.${key}`),
    clearable: true,
    render: (value, onChange) => (
      <DayInput value={value === undefined ? undefined : isoDay(new Date(value))} onChange={(picked) => onChange(startOfDay(picked))} label={t(`filters.${key}`)} testId={`channels-filter-${key}`} />
    ),
    format: (value) => new Date(value).toLocaleDateString(i18n.language),
  });
  return [day('createdFrom'), day('createdTo')];
}
