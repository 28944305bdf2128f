import { Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import { useTabFromHash } from '../../../core/client/router';
import type { InsightsPageFilter } from '../../insights/common/insightsContract';
import { AudiencesTab } from './AudiencesTab';
import { InfoTab } from './InfoTab';

/**
 * IC-06: the tabs; the URL hash names the active one and only it is mounted, so only its
 * resources load. The audiences tab needs the (optional) audiences plugin's resource.
 */
const CONTENT_TABS = ['info', 'devices', 'referrer', 'audiences'] as const;

/** The content page counts page views in its devices and referrer tabs. */
const PANELS = {
  info: InfoTab,
  devices: observer(function DevicesTab({ insights }: { insights: InsightsPageFilter }) {
    const { DevicesBlock } = usePluginContract('insights');
    return <DevicesBlock filter={insights.resourceFilter} metric="views" />;
  }),
  referrer: observer(function ReferrerTab({ insights }: { insights: InsightsPageFilter }) {
    const { ReferrerBlock } = usePluginContract('insights');
    return <ReferrerBlock filter={insights.resourceFilter} metric="views" />;
  }),
  audiences: AudiencesTab,
};

export const ContentTabs = observer(function ContentTabs({ insights }: { insights: InsightsPageFilter }) {
  const { t } = useTranslation('insights-content');
  const { registry } = useConsole();
  const tabs = useMemo(() => CONTENT_TABS.filter((tab) => tab !== 'audiences' || registry.plugins.some((p) => p.id === 'audiences')), [registry]);
  const [active, choose] = useTabFromHash(tabs);
  const Panel = PANELS[active];
  return (
    <div className="ac-content-tabs">
      <Tabs id="insights-content-tabs" selectedTabId={active} onChange={(id) => choose(id as (typeof CONTENT_TABS)[number])}>
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} title={t(`tabs.${tab}`)} data-testid={`tab-${tab}`} />
        ))}
      </Tabs>
      <Panel insights={insights} />
    </div>
  );
});
