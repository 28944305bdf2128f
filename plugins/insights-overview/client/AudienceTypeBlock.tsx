import { useTranslation } from 'react-i18next';
import { type CardFilterTerm, ResourceBody } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { type NumberRow, numberRowsCsv, TreeList } from '../../../core/client/widgets';
import type { AudienceTypeId } from '../../audiences/common/Audience';
import { audienceResources } from '../../audiences/common/audienceResources';
import { audienceName, audienceRow, audiencesOfType, type AudienceUsersRow } from '../../audiences/common/audienceUsersRow';
import { OverviewBlock } from './OverviewBlock';

/**
 * Interests or visitor properties of the range with their users, as a tree whose rows filter
 * by audience (IO-07), with the tree as a CSV download.
 */
export function AudienceTypeBlock({ id, typeId, filter, onFilter }: { id: 'interests' | 'properties'; typeId: AudienceTypeId; filter: ResourceFilter; onFilter?: (term: CardFilterTerm) => void }) {
  const { t, i18n } = useTranslation('insights-overview');
  const audiences = useResource(audienceResources.audiences, filter);
  const nodes = audiencesOfType(audiences.data ?? [], typeId);
  const rows = (level: readonly AudienceUsersRow[]): NumberRow[] => level.map((n) => ({ key: String(n.key), label: audienceName(n, i18n.language), value: n.users, children: rows(n.children) }));
  const csv = () => numberRowsCsv([t('csv.audience'), t('csv.users')], rows(nodes));
  return (
    <OverviewBlock id={id} title={t(`blocks.${id}`)} csv={csv}>
      <ResourceBody states={[audiences]}>
        {() => <TreeList nodes={nodes} row={(node) => audienceRow(node, i18n.language, onFilter)} texts={{ open: t('tree.open'), expand: t(`tree.expand.${id}`), noData: t('tree.noData') }} />}
      </ResourceBody>
    </OverviewBlock>
  );
}
