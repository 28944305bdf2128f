import { observer } from 'mobx-react-lite';
import { usePluginContract } from '../../../core/client/contracts';
import { ContentTabs } from './ContentTabs';
import { CONTENT_MAX_RANGE_DAYS } from './contentLimits';
import { TrendingPages } from './TrendingPages';
import { ViewsChart } from './ViewsChart';
import './insightsContent.css';

/** /insights/content (spec §2): trending pages on the left; the views chart and the tabs beside them (IC-01..IC-09). */
const InsightsContentPage = observer(function InsightsContentPage() {
  const { useInsightsFilter, InsightsFrame } = usePluginContract('insights');
  const insights = useInsightsFilter(CONTENT_MAX_RANGE_DAYS);
  return (
    <div data-testid="insights-content-page">
      <InsightsFrame store={insights}>
        <div className="ac-content-layout">
          <TrendingPages insights={insights} />
          <div className="ac-content-main">
            <ViewsChart insights={insights} />
            <ContentTabs insights={insights} />
          </div>
        </div>
      </InsightsFrame>
    </div>
  );
});

export default InsightsContentPage;
