import { useTranslation } from 'react-i18next';
import type { DataTableFilter } from '../../../core/client/widgets';
import { useFormat } from '../../../core/client/i18n';
import { AUDIENCE_TYPES, type AudienceTypeId } from '../common/Audience';
import { AUDIENCE_TIMEFRAMES } from '../common/audienceCounts';
import { FilterSelect } from './FilterSelect';
import { DEFAULT_OVERVIEW_FILTERS, MIN_LEADS_STEPS, MIN_VISITORS_STEPS, type OverviewFilters } from './overviewState';

/**
 * The overview's filter menu (AO-03): type and timeframe always have a selection (AO-04,
 * defaults interests and today, AO-05); minimum visitors (AO-06) and leads (OP-48) can be cleared.
 */
export function useOverviewFilters(): DataTableFilter<OverviewFilters>[] {
  const { t } = useTranslation('audiences');
  const count = useFormat().managementNumber;
  const typeText = (type: AudienceTypeId) => t(`types.${type}`);
  const timeframeText = (timeframe: OverviewFilters['timeframe']) => t(`timeframes.${timeframe}`);
  const atLeast = (n: number) => t('filters.atLeast', { count: count(n) });
  return [
    {
      key: 'type',
      label: t('filters.type'),
      clearable: false,
      default: DEFAULT_OVERVIEW_FILTERS.type,
      render: (value, onChange) => <FilterSelect label={t('filters.type')} values={Object.values(AUDIENCE_TYPES)} value={value} text={typeText} onChange={onChange} testId="overview-filter-type" />,
      format: typeText,
    },
    {
      key: 'timeframe',
      label: t('filters.timeframe'),
      clearable: false,
      default: DEFAULT_OVERVIEW_FILTERS.timeframe,
      render: (value, onChange) => <FilterSelect label={t('filters.timeframe')} values={AUDIENCE_TIMEFRAMES} value={value} text={timeframeText} onChange={onChange} testId="overview-filter-timeframe" />,
      format: timeframeText,
    },
    {
      key: 'minVisitors',
      label: t('filters.minVisitors'),
      clearable: true,
      render: (value, onChange) => <FilterSelect label={t('filters.minVisitors')} values={MIN_VISITORS_STEPS} value={value} text={atLeast} onChange={onChange} testId="overview-filter-minVisitors" />,
      format: atLeast,
    },
    {
      key: 'leads',
      label: t('filters.leads'),
      clearable: true,
      render: (value, onChange) => <FilterSelect label={t('filters.leads')} values={MIN_LEADS_STEPS} value={value} text={atLeast} onChange={onChange} testId="overview-filter-leads" />,
      format: atLeast,
    },
  ];
}
