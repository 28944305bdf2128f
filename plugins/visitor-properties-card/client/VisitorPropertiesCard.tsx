import { useTranslation } from 'react-i18next';
import type { CardProps } from '../../../core/client/grid/CardProps';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import { useResource } from '../../../core/client/resources/useResource';
import { NoData } from '../../../core/client/widgets/NoData';
import { TreeList } from '../../../core/client/widgets/TreeList';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import { audienceRow, audiencesOfType, type AudienceUsersRow } from '../../audiences/common/audienceUsersRow';
import type { VisitorPropertiesCardSettings } from '../common/visitorPropertiesCardSettings';

/**
 * The visitor properties (audience type 2) of the active users as a tree; a click filters the
 * dashboard by the audience's id. The filter already carries the view's usePinpollAudiences setting.
 */
export default function VisitorPropertiesCard({ filter, onFilter }: CardProps<VisitorPropertiesCardSettings>) {
  const { t, i18n } = useTranslation('visitor-properties-card');
  const audiences = useResource<AudienceUsersRow[]>('audiences', filter);
  const nodes = audiencesOfType(audiences.data ?? [], AUDIENCE_TYPES.property);

  const body = () => {
    if (!nodes.length) return <NoData text={t('noData')} />;
    return <TreeList nodes={nodes} row={(node) => audienceRow(node, i18n.language, onFilter)} texts={{ open: t('open'), expand: t('expand') }} />;
  };
  return (
    <div className="ac-visitor-properties-card" data-testid="visitor-properties-card">
      <ResourceBody states={[audiences]}>{body}</ResourceBody>
    </div>
  );
}
