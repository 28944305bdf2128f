import { useTranslation } from 'react-i18next';
import { type CardProps, ResourceBody, useCardCsv } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { Facts, DistributionBar, type Segment } from '../../../core/client/widgets';
import { REFERRER_TYPE_ORDER } from '../../../core/common/events';
import { shares } from '../../../core/common/format';
import { cardViewSettings, viewMetric } from '../../monitoring/common/cardViewSettings';
import { countOf } from '../../monitoring/common/monitoringReplies';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import type { ReferrerTypeCardSettings } from '../common/referrerTypeCardSettings';
import { NO_REFERRER_TYPE } from '../common/noReferrerType';
import { metricFilter } from '../../monitoring/common/metricFilter';

/**
 * Referrer types: active users per referrer type as one distribution bar, and the top referrer;
 * page views instead when the view's usePageViews is on (OP-28).
 */
export default function ReferrerTypeCard({ filter, viewSettings, onCsvChange }: CardProps<ReferrerTypeCardSettings>) {
  const { t } = useTranslation('referrer-type-card');
  const metric = viewMetric(cardViewSettings(viewSettings));
  const referrerTypes = useResource(monitoringResources.referrerTypes, filter);
  // The list's first row is the top referrer: ordered by page views under usePageViews (the default order is by users).
  const referrer = useResource(monitoringResources.referrer, metricFilter(filter, metric));
  const sections = [referrerTypes, referrer];
  const byType = new Map((referrerTypes.data ?? []).map((row) => [row.key, countOf(row, metric)]));
  const present = REFERRER_TYPE_ORDER.filter((key) => (byType.get(key) ?? 0) > 0);
  const ratios = shares(present.map((key) => byType.get(key)!));
  useCardCsv(onCsvChange, referrerTypes.data && [[t('csv.referrerType'), t('csv.share'), t(`csv.${metric}`)], ...present.map((key, i) => [key, ratios[i], byType.get(key)])]);

  const content = () => {
    const segments: Segment[] = present.length
      ? present.map((key, i) => ({ key, label: t(`types.${key}`), share: ratios[i] }))
      : [{ key: NO_REFERRER_TYPE, label: t(`types.${NO_REFERRER_TYPE}`), share: 1 }];
    return (
      <div className="ac-referrer-type-card" data-testid="referrer-type-card">
        <DistributionBar segments={segments} />
        <Facts facts={[{ key: 'top-referrer', label: t('resources.referrer'), value: referrer.data?.[0]?.key ?? '–' }]} />
      </div>
    );
  };
  return <ResourceBody states={sections}>{content}</ResourceBody>;
}
