import type { CardProps } from '../../../core/client/grid/CardProps';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import { AudienceTreeCard } from '../../audiences/common/AudienceTreeCard';
import type { InterestsCardSettings } from '../common/interestsCardSettings';

/** The interests (audience type 1) of the active users as a tree; a click filters the dashboard by the audience. */
export default function InterestsCard(props: CardProps<InterestsCardSettings>) {
  return <AudienceTreeCard {...props} typeId={AUDIENCE_TYPES.interest} namespace="interests-card" />;
}
