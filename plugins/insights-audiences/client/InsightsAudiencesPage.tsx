import { observer } from 'mobx-react-lite';
import type { CardFilterTerm } from '../../../core/client/grid';
import { usePluginContract } from '../../../core/client/contracts';
import { useTabFromHash } from '../../../core/client/router';
import { insightsInterval } from '../../insights/common/insightsInterval';
import { audienceTerm, selectedAudienceIds } from '../common/audienceSelection';
import { AUDIENCE_TABS } from './AudienceTabs';
import { AudiencesView } from './AudiencesView';
import { useChooserAudiences } from './useChooserAudiences';

/** Longest range of this page in days (spec §5, IA-01). */
export const AUDIENCES_MAX_RANGE = 45;

/** /insights/audiences (spec §2 Insights audiences): the insights frame around the chooser and the chosen audiences' content. */
const InsightsAudiencesPage = observer(function InsightsAudiencesPage() {
  const { useInsightsFilter, InsightsFrame } = usePluginContract('insights');
  const store = useInsightsFilter(AUDIENCES_MAX_RANGE);
  const [tab, setTab] = useTabFromHash(AUDIENCE_TABS);
  const { audiences, error } = useChooserAudiences();
  const onFilter = ({ field, value, label }: CardFilterTerm) => {
    if (field === 'domain') store.setDomain(String(value));
    else if (field === 'page') store.toggleTerm({ field, value, ...(label ? { valueLabel: label } : {}) }, true);
  };
  return (
    <div className="ac-insights-audiences" data-testid="insights-audiences-page">
      <InsightsFrame store={store}>
        <AudiencesView
          audiences={audiences}
          audiencesError={error}
          selected={selectedAudienceIds(store.filter)}
          onToggle={(audience) => store.toggleTerm(audienceTerm(audience))}
          filter={{ ...store.resourceFilter, interval: insightsInterval(store.range) }}
          onFilter={onFilter}
          tab={tab}
          onTabChange={setTab}
        />
      </InsightsFrame>
    </div>
  );
});

export default InsightsAudiencesPage;
