import { useTranslation } from 'react-i18next';
import type { CardProps } from '../../../core/client/grid/CardProps';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import { useCardCsv } from '../../../core/client/grid/useCardCsv';
import { useResource } from '../../../core/client/resources/useResource';
import { NoData } from '../../../core/client/widgets/NoData';
import { EditableNickname } from '../../../core/client/widgets/EditableNickname';
import type { NumberRow } from '../../../core/client/widgets/NumberList';
import { TreeList } from '../../../core/client/widgets/TreeList';
import { treeCsvRows } from '../../../core/client/widgets/treeCsvRows';
import { cardNicknames } from '../../monitoring/common/cardNicknames';
import { cardViewSettings, viewMetric } from '../../monitoring/common/cardViewSettings';
import type { AudienceTypeId } from './Audience';
import { audienceName, audienceRow, audiencesOfType, type AudienceUsersRow } from './audienceUsersRow';

export interface AudienceTreeCardProps extends Pick<CardProps, 'filter' | 'onFilter' | 'viewSettings' | 'onViewSettingsChange' | 'onCsvChange'> {
  /** Which audiences the card shows: interests (1) or visitor properties (2). */
  typeId: AudienceTypeId;
  /** The card's plugin id: its texts' namespace, its class and test id. */
  namespace: string;
}

/**
 * A realtime card of the audiences of one type held by the active users, as a tree (CI-01,
 * CI-02); a click filters the dashboard by the audience's integer id (CI-03). InterestsCard and
 * VisitorPropertiesCard are this card for their type. The filter already carries the view's
 * usePinpollAudiences setting; with its usePageViews the trees count page views (OP-28). An
 * audience shows under the user's nickname for it, which its row's edit button changes (RG-45, OP-34).
 */
export function AudienceTreeCard({ typeId, namespace, filter, onFilter, viewSettings, onViewSettingsChange, onCsvChange }: AudienceTreeCardProps) {
  const { t, i18n } = useTranslation(namespace);
  const metric = viewMetric(cardViewSettings(viewSettings));
  const nicknames = cardNicknames({ viewSettings, onViewSettingsChange }, 'audiences');
  const audiences = useResource<AudienceUsersRow[]>('audiences', filter);
  const nodes = audiencesOfType(audiences.data ?? [], typeId);
  const shownName = (node: AudienceUsersRow) => nicknames.of(String(node.key)) ?? audienceName(node, i18n.language);
  // CSV: each audience after its parent audience, under the name the tree shows.
  useCardCsv(onCsvChange, audiences.data && [[t('csv.parent'), t('csv.audience'), t('csv.id'), t('csv.users'), t('csv.views')], ...treeCsvRows(nodes, shownName, (node) => [node.key, node.users, node.views])]);

  const row = (node: AudienceUsersRow): Omit<NumberRow, 'children'> => {
    const named = audienceRow(node, i18n.language, onFilter);
    const nickname = nicknames.of(named.key);
    const label = nickname ?? named.label;
    const { rename } = nicknames;
    return {
      ...named,
      label,
      value: node[metric],
      onSelect: onFilter && (() => onFilter({ field: 'audience', value: node.key, label })),
      wrapLabel:
        rename &&
        ((element) => (
          <EditableNickname name={named.label} nickname={nickname} onSave={(name) => rename(named.key, name)} editLabel={t('rename')}>
            {element}
          </EditableNickname>
        )),
    };
  };
  const body = () => {
    if (!nodes.length) return <NoData text={t('noData')} />;
    return <TreeList nodes={nodes} row={row} texts={{ open: t('open'), expand: t('expand') }} />;
  };
  return (
    <div className={`ac-${namespace}`} data-testid={namespace}>
      <ResourceBody states={[audiences]}>{body}</ResourceBody>
    </div>
  );
}
