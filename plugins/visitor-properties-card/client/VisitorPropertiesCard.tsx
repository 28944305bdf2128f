import { usePluginContract } from '../../../core/client/contracts';
import type { CardProps } from '../../../core/client/grid';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import { cardNicknames } from '../../monitoring/common/cardNicknames';
import { cardViewSettings, viewMetric } from '../../monitoring/common/cardViewSettings';
import type { VisitorPropertiesCardSettings } from '../common/visitorPropertiesCardSettings';

/**
 * The visitor properties (audience type 2) of the active users: the audiences plugin's tree
 * (CI-02, CI-03), counting users or the view's page views (OP-28), under the view's nicknames
 * (RG-45).
 */
export default function VisitorPropertiesCard(props: CardProps<VisitorPropertiesCardSettings>) {
  const { AudienceTypeTree } = usePluginContract('audiences');
  return (
    <div className="ac-visitor-properties-card" data-testid="visitor-properties-card">
      <AudienceTypeTree {...props} typeId={AUDIENCE_TYPES.property} namespace="visitor-properties-card" metric={viewMetric(cardViewSettings(props.viewSettings))} nicknames={cardNicknames(props, 'audiences')} />
    </div>
  );
}
