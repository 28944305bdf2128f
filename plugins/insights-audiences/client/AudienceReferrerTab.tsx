import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import type { ResourceFilter } from '../../../core/client/resources/resourceKey';
import { useResource } from '../../../core/client/resources/useResource';
import { ShareChart } from '../../../core/client/widgets/ShareChart';
import type { DataRow } from '../../monitoring/common/monitoringReplies';
import { REFERRER_TYPE_ORDER } from '../../referrer-type-card/common/referrerTypeOrder';
import { ExportableList } from '../common/ExportableList';

/** OP-75: the insights pages' referrer-type list leaves out Self (internal navigation). */
const SHOWN_TYPES = REFERRER_TYPE_ORDER.filter((key) => key !== 'Self');

/**
 * Referrer tab: the users by referrer type as a bar chart (PNG), and the types as an
 * expandable list of their referrers with page views (referrerByType, CSV).
 */
export function AudienceReferrerTab({ filter }: { filter: ResourceFilter }) {
  const { t } = useTranslation(['insights-audiences', 'referrer-type-card']);
  const byType = useResource<DataRow[]>('referrerByType', filter);
  const typeLabel = (key: string) => t(`referrer-type-card:types.${key}`, { defaultValue: key });
  const body = () => {
    const rows = SHOWN_TYPES.flatMap((key) => (byType.data ?? []).filter((row) => row.key === key && row.users > 0));
    return (
      <div data-testid="audience-referrer">
        <ShareChart shares={rows.map((row) => ({ key: row.key, label: typeLabel(row.key), value: row.users }))} valueName={t('metrics.users')} exportName="referrer-types" />
        <ExportableList
          rows={rows.map((row) => ({
            key: row.key,
            label: typeLabel(row.key),
            value: row.doc_count,
            children: row.children?.map((child) => ({ key: `${row.key}-${child.key}`, label: child.key, value: child.doc_count })),
          }))}
          header={[t('list.referrers'), t('metrics.views')]}
          filename="referrers"
        />
      </div>
    );
  };
  return <ResourceBody states={[byType]}>{body}</ResourceBody>;
}
