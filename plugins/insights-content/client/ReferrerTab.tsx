import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import { useResource } from '../../../core/client/resources/useResource';
import { ShareChart } from '../../../core/client/widgets/ShareChart';
import type { InsightsFilterStore } from '../../insights/common/InsightsFilterStore';
import type { DataRow } from '../../monitoring/common/monitoringReplies';
import { REFERRER_TYPE_ORDER } from '../../referrer-type-card/common/referrerTypeOrder';
import { CountTable } from './CountTable';

/** Visits from the site itself say nothing about where readers come from: the tab leaves Self out (as the overview list does). */
const SHOWN_TYPES = REFERRER_TYPE_ORDER.filter((type) => type !== 'Self');

/** IC-09: the referrer type distribution (chart) and the referrers of each type with their page views (expandable table). */
export const ReferrerTab = observer(function ReferrerTab({ insights }: { insights: InsightsFilterStore }) {
  const { t } = useTranslation(['insights-content', 'referrer-type-card']);
  const types = useResource<DataRow[]>('referrerTypes', insights.resourceFilter);
  const byType = useResource<DataRow[]>('referrerByType', insights.resourceFilter);
  const typeLabel = (key: string) => t(`referrer-type-card:types.${key}`, { defaultValue: key });
  const ordered = (rows: DataRow[] | undefined) => SHOWN_TYPES.flatMap((type) => (rows ?? []).filter((row) => row.key === type));
  return (
    <div className="ac-content-referrer" data-testid="referrer-tab">
      <ResourceBody states={[types, byType]}>
        {() => (
          <>
            <ShareChart shares={ordered(types.data).map((row) => ({ key: row.key, label: typeLabel(row.key), value: row.views }))} valueName={t('views')} exportName="referrer-types" />
            <CountTable
              title={t('referrer.referrers')}
              rows={ordered(byType.data).map((row) => ({ key: row.key, label: typeLabel(row.key), value: row.views, children: (row.children ?? []).map((c) => ({ key: c.key, label: c.key, value: c.views })) }))}
              valueLabel={t('views')}
              filename="referrers"
            />
          </>
        )}
      </ResourceBody>
    </div>
  );
});
