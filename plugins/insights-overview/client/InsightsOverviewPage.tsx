import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import type { CardFilterTerm } from '../../../core/client/grid';
import { OverviewContent } from './OverviewContent';
import { OverviewSettingsMenu } from './OverviewSettingsMenu';
import { OverviewSettingsStore } from './OverviewSettingsStore';
import './insightsOverview.css';

/** Longest range of this page in days (spec §5, IO-01). */
export const OVERVIEW_MAX_RANGE = 7;

/** /insights/overview (spec §2 Insights overview): the insights frame around the overview's blocks, their settings button in the frame's filter bar row. */
const InsightsOverviewPage = observer(function InsightsOverviewPage() {
  const { api } = useConsole();
  const { useInsightsFilter, InsightsFrame } = usePluginContract('insights');
  const store = useInsightsFilter(OVERVIEW_MAX_RANGE);
  const [settings] = useState(() => new OverviewSettingsStore(api));
  // The filter store reads the same setting on entry, and the API kernel refuses an identical
  // running request: read it once that load is done.
  useEffect(() => {
    if (store.loaded) void settings.load();
  }, [settings, store.loaded]);
  const onFilter = ({ field, value, label }: CardFilterTerm) => {
    if (field === 'domain') store.setDomain(String(value));
    else store.toggleTerm({ field, value, ...(label ? { valueLabel: label } : {}) }, field === 'page');
  };
  return (
    <div className="ac-insights-overview" data-testid="insights-overview-page">
      <InsightsFrame store={store} tools={<OverviewSettingsMenu store={settings} />}>
        <OverviewContent filter={store.resourceFilter} settings={settings.settings} onFilter={onFilter} />
      </InsightsFrame>
    </div>
  );
});

export default InsightsOverviewPage;
