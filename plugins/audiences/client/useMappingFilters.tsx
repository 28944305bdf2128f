import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/client/i18n';
import type { DataTableFilter } from '../../../core/client/widgets';
import { AUDIENCE_TIMEFRAMES, type AudienceTimeframe } from '../common/audienceCounts';
import { MAPPING_FILTERS, type MappingFilter } from '../common/Mapping';
import { FilterSelect } from './FilterSelect';

/** What the three mapping tables filter by: a timeframe and the mappings always, and one minimum count. */
interface MappingTableFilters {
  timeframe: AudienceTimeframe;
  mappings: MappingFilter;
}

/** The minimum's filter key (minVotes, minVisitors, minLeadData) and the steps it offers (management §9). */
export interface MinimumFilter<F> {
  key: Exclude<keyof F & string, keyof MappingTableFilters>;
  steps: readonly number[];
}

/**
 * The filter menu of the question, behaviour and form tables (MT-02 to MT-04, MT-11, MT-19): the
 * timeframe always has a selection (its default per table, management §9), the minimum can be
 * cleared, the mappings always have one (all, mapped, unmapped; OP-50), all by default.
 */
export function useMappingFilters<F extends MappingTableFilters>(defaultTimeframe: AudienceTimeframe, minimum: MinimumFilter<F>): DataTableFilter<F>[] {
  const { t } = useTranslation('audiences');
  const count = useFormat().managementNumber;
  const timeframeText = (timeframe: AudienceTimeframe) => t(`timeframes.${timeframe}`);
  const mappingsText = (mappings: MappingFilter) => t(`mapping.mappings.${mappings}`);
  const atLeast = (n: number) => t('filters.atLeast', { count: count(n) });
  const label = (key: string) => t(`mapping.filters.${key}`);
  const filters = [
    {
      key: 'timeframe',
      label: label('timeframe'),
      clearable: false,
      default: defaultTimeframe,
      render: (value: AudienceTimeframe | undefined, onChange: (value: AudienceTimeframe) => void) => (
        <FilterSelect label={label('timeframe')} values={AUDIENCE_TIMEFRAMES} value={value} text={timeframeText} onChange={onChange} testId="mapping-filter-timeframe" />
      ),
      format: timeframeText,
    },
    {
      key: minimum.key,
      label: label(minimum.key),
      clearable: true,
      render: (value: number | undefined, onChange: (value: number) => void) => (
        <FilterSelect label={label(minimum.key)} values={minimum.steps} value={value} text={atLeast} onChange={onChange} testId={`mapping-filter-${minimum.key}`} />
      ),
      format: atLeast,
    },
    {
      key: 'mappings',
      label: label('mappings'),
      clearable: false,
      default: 'all',
      render: (value: MappingFilter | undefined, onChange: (value: MappingFilter) => void) => (
        <FilterSelect label={label('mappings')} values={MAPPING_FILTERS} value={value} text={mappingsText} onChange={onChange} testId="mapping-filter-mappings" />
      ),
      format: mappingsText,
    },
  ];
  // The keys are F's by construction; TypeScript cannot narrow the per-key union of a generic F.
  return filters as unknown as DataTableFilter<F>[];
}
