import { useTranslation } from 'react-i18next';
import type { CardFilterTerm } from '../../../core/client/grid/CardProps';
import type { ResourceFilter } from '../../../core/client/resources/resourceKey';
import { useResource } from '../../../core/client/resources/useResource';
import type { NumberRow } from '../../../core/client/widgets/NumberList';
import type { AudienceTypeId } from '../../audiences/common/Audience';
import { AudienceTreeCard } from '../../audiences/common/AudienceTreeCard';
import { audienceName, audiencesOfType, type AudienceUsersRow } from '../../audiences/common/audienceUsersRow';
import { numberRowsCsv } from '../../insights/common/numberRowsCsv';
import { OverviewBlock } from './OverviewBlock';

/**
 * Interests or visitor properties of the range as the realtime card shows them (a tree whose
 * rows filter by audience), with the tree as a CSV download. `namespace` is that card's plugin.
 */
export function AudienceTypeBlock({ id, typeId, namespace, filter, onFilter }: { id: string; typeId: AudienceTypeId; namespace: string; filter: ResourceFilter; onFilter?: (term: CardFilterTerm) => void }) {
  const { t, i18n } = useTranslation('insights-overview');
  const audiences = useResource<AudienceUsersRow[]>('audiences', filter);
  const rows = (nodes: readonly AudienceUsersRow[]): NumberRow[] => nodes.map((n) => ({ key: String(n.key), label: audienceName(n, i18n.language), value: n.users, children: rows(n.children) }));
  const csv = () => numberRowsCsv([t('csv.audience'), t('csv.users')], rows(audiencesOfType(audiences.data ?? [], typeId)));
  return (
    <OverviewBlock id={id} title={t(`blocks.${id}`)} csv={csv}>
      <AudienceTreeCard filter={filter} onFilter={onFilter} typeId={typeId} namespace={namespace} />
    </OverviewBlock>
  );
}
