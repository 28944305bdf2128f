import { useTranslation } from 'react-i18next';
import type { CardProps } from '../../../core/client/grid/CardProps';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import { useResource } from '../../../core/client/resources/useResource';
import { NoData } from '../../../core/client/widgets/NoData';
import { TreeList } from '../../../core/client/widgets/TreeList';
import { cardViewSettings, viewMetric } from '../../monitoring/common/cardViewSettings';
import type { AudienceTypeId } from './Audience';
import { audienceRow, audiencesOfType, type AudienceUsersRow } from './audienceUsersRow';

export interface AudienceTreeCardProps extends Pick<CardProps, 'filter' | 'onFilter' | 'viewSettings'> {
  /** Which audiences the card shows: interests (1) or visitor properties (2). */
  typeId: AudienceTypeId;
  /** The card's plugin id: its texts' namespace, its class and test id. */
  namespace: string;
}

/**
 * A realtime card of the audiences of one type held by the active users, as a tree (CI-01,
 * CI-02); a click filters the dashboard by the audience's integer id (CI-03). InterestsCard and
 * VisitorPropertiesCard are this card for their type. The filter already carries the view's
 * usePinpollAudiences setting; with its usePageViews the trees count page views (OP-28).
 */
export function AudienceTreeCard({ typeId, namespace, filter, onFilter, viewSettings }: AudienceTreeCardProps) {
  const { t, i18n } = useTranslation(namespace);
  const metric = viewMetric(cardViewSettings(viewSettings));
  const audiences = useResource<AudienceUsersRow[]>('audiences', filter);
  const nodes = audiencesOfType(audiences.data ?? [], typeId);

  const body = () => {
    if (!nodes.length) return <NoData text={t('noData')} />;
    return <TreeList nodes={nodes} row={(node) => ({ ...audienceRow(node, i18n.language, onFilter), value: node[metric] })} texts={{ open: t('open'), expand: t('expand') }} />;
  };
  return (
    <div className={`ac-${namespace}`} data-testid={namespace}>
      <ResourceBody states={[audiences]}>{body}</ResourceBody>
    </div>
  );
}
