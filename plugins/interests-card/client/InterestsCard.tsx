import { usePluginContract } from '../../../core/client/contracts';
import type { CardProps } from '../../../core/client/grid';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import { cardNicknames } from '../../monitoring/common/cardNicknames';
import { cardViewSettings, viewMetric } from '../../monitoring/common/cardViewSettings';
import type { InterestsCardSettings } from '../common/interestsCardSettings';

/**
 * The interests (audience type 1) of the active users: the audiences plugin's tree (CI-01,
 * CI-03), counting users or the view's page views (OP-28), under the view's nicknames (RG-45).
 */
export default function InterestsCard(props: CardProps<InterestsCardSettings>) {
  const { AudienceTypeTree } = usePluginContract('audiences');
  return (
    <div className="ac-interests-card" data-testid="interests-card">
      <AudienceTypeTree {...props} typeId={AUDIENCE_TYPES.interest} namespace="interests-card" metric={viewMetric(cardViewSettings(props.viewSettings))} nicknames={cardNicknames(props, 'audiences')} />
    </div>
  );
}
