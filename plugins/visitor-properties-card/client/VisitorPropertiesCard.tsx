import type { CardProps } from '../../../core/client/grid/CardProps';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import { AudienceTreeCard } from '../../audiences/common/AudienceTreeCard';
import type { VisitorPropertiesCardSettings } from '../common/visitorPropertiesCardSettings';

/** The visitor properties (audience type 2) of the active users as a tree; a click filters the dashboard by the audience. */
export default function VisitorPropertiesCard(props: CardProps<VisitorPropertiesCardSettings>) {
  return <AudienceTreeCard {...props} typeId={AUDIENCE_TYPES.property} namespace="visitor-properties-card" />;
}
