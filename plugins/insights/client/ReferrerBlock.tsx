import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { ShareChart } from '../../../core/client/widgets';
import { REFERRER_TYPE_ORDER } from '../../../core/common/events';
import { countOf } from '../../monitoring/common/monitoringReplies';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import { ExportableList } from './ExportableList';
import type { InsightsMetric } from '../common/insightsMetric';
import { metricFilter } from '../../monitoring/common/metricFilter';

/** OP-75: visits from the site itself say nothing about where readers come from, so the insights pages leave Self out. */
const SHOWN_TYPES = REFERRER_TYPE_ORDER.filter((key) => key !== 'Self');

/**
 * The referrer block of the insights pages (IC-09, IA-05): the referrer types by `metric` as a
 * bar chart (PNG), and the types as an expandable list of their referrers with page views
 * (CSV), all from one referrerByType request.
 */
export function ReferrerBlock({ filter, metric }: { filter: ResourceFilter; metric: InsightsMetric }) {
  const { t } = useTranslation('insights');
  const byType = useResource(monitoringResources.referrerByType, metricFilter(filter, metric));
  const typeLabel = (key: string) => t(`referrer.types.${key}`, { defaultValue: key });
  const body = () => {
    const rows = SHOWN_TYPES.flatMap((key) => (byType.data ?? []).filter((row) => row.key === key && countOf(row, metric) > 0));
    return (
      <div className="ac-referrer-block" data-testid="referrer-block">
        <ShareChart shares={rows.map((row) => ({ key: row.key, label: typeLabel(row.key), value: countOf(row, metric) }))} valueName={t(`metrics.${metric}`)} exportName="referrer-types" />
        <ExportableList
          rows={rows.map((row) => ({
            key: row.key,
            label: typeLabel(row.key),
            value: row.views,
            children: row.children?.map((child) => ({ key: `${row.key}-${child.key}`, label: child.key, value: child.views })),
          }))}
          header={[t('referrer.referrers'), t('metrics.views')]}
          filename="referrers"
        />
      </div>
    );
  };
  return <ResourceBody states={[byType]}>{body}</ResourceBody>;
}
