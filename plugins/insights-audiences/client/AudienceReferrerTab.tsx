import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import type { ResourceFilter } from '../../../core/client/resources/resourceKey';
import { useResource } from '../../../core/client/resources/useResource';
import { DistributionBar } from '../../../core/client/widgets/DistributionBar';
import { NoData } from '../../../core/client/widgets/NoData';
import { NumberList } from '../../../core/client/widgets/NumberList';
import { shares } from '../../../core/common/format/shares';
import type { DataRow } from '../../monitoring/common/monitoringReplies';
import { REFERRER_TYPE_ORDER } from '../../referrer-type-card/common/referrerTypeOrder';

/** OP-75: the insights pages' referrer-type list leaves out Self (internal navigation). */
const SHOWN_TYPES = REFERRER_TYPE_ORDER.filter((key) => key !== 'Self');

/**
 * Referrer tab: the users' referrer types as one distribution bar, and the types as an
 * expandable list of their referrers with page views (referrerByType).
 */
export function AudienceReferrerTab({ filter }: { filter: ResourceFilter }) {
  const { t } = useTranslation('referrer-type-card');
  const { t: own } = useTranslation('insights-audiences');
  const byType = useResource<DataRow[]>('referrerByType', filter);
  const body = () => {
    const rows = SHOWN_TYPES.map((key) => (byType.data ?? []).find((row) => row.key === key)).filter((row): row is DataRow => !!row && row.users > 0);
    if (!rows.length) return <NoData text={own('noData')} />;
    const ratios = shares(rows.map((row) => row.users));
    return (
      <div data-testid="audience-referrer">
        <DistributionBar segments={rows.map((row, i) => ({ key: row.key, label: t(`types.${row.key}`), share: ratios[i] }))} />
        <NumberList
          rows={rows.map((row) => ({
            key: row.key,
            label: t(`types.${row.key}`),
            value: row.doc_count,
            children: row.children?.map((child) => ({ key: `${row.key}-${child.key}`, label: child.key, value: child.doc_count })),
          }))}
          texts={{ open: own('openPage'), expand: own('expand'), value: own('metrics.views') }}
        />
      </div>
    );
  };
  return <ResourceBody states={[byType]}>{body}</ResourceBody>;
}
