import { useTranslation } from 'react-i18next';
import { ResourceBody, useCardCsv } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { TreeList, treeCsvRows } from '../../../core/client/widgets';
import { audienceResources } from '../common/audienceResources';
import type { AudienceTypeTreeProps } from '../common/audiencesContract';
import { audienceName, audienceRow, audiencesOfType, type AudienceUsersRow } from '../common/audienceUsersRow';

/**
 * The audiences of `typeId` in the filter as a tree with their users or page views (CI-01,
 * CI-02, OP-28); a click filters by the audience's integer id (CI-03). An audience shows under
 * the view's nickname for it, which its row's edit button changes (RG-45, OP-34). The CSV lists
 * each audience after its parent, named as shown.
 */
export function AudienceTypeTree({ typeId, namespace, filter, onFilter, onCsvChange, metric, nicknames }: AudienceTypeTreeProps) {
  const { t, i18n } = useTranslation(namespace);
  const audiences = useResource(audienceResources.audiences, filter);
  const nodes = audiencesOfType(audiences.data ?? [], typeId);
  const shownName = (node: AudienceUsersRow) => nicknames.of(String(node.key)) ?? audienceName(node, i18n.language);
  useCardCsv(onCsvChange, audiences.data && [[t('csv.parent'), t('csv.audience'), t('csv.id'), t('csv.users'), t('csv.views')], ...treeCsvRows(nodes, shownName, (node) => [node.key, node.users, node.views])]);
  return (
    <ResourceBody states={[audiences]}>
      {() => (
        <TreeList
          nodes={nodes}
          row={(node) => audienceRow(node, i18n.language, onFilter, metric)}
          nicknames={{ ...nicknames, editLabel: t('rename') }}
          texts={{ open: t('open'), expand: t('expand'), noData: t('noData') }}
        />
      )}
    </ResourceBody>
  );
}
