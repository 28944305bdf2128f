import { Tab, Tabs } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardFilterTerm } from '../../../core/client/grid';
import type { ResourceFilter } from '../../../core/client/resources';
import type { Audience } from '../../audiences/common/Audience';
import { usePluginContract } from '../../../core/client/contracts';
import { AudienceInfoTab } from './AudienceInfoTab';

/** The content tabs (IA-05); the first is the default when the URL hash names none. */
export const AUDIENCE_TABS = ['info', 'devices', 'referrer', 'pages'] as const;
export type AudienceTab = (typeof AUDIENCE_TABS)[number];

/**
 * Info, devices, referrer and pages of the selected audiences. Only the active tab's panel is
 * mounted, so only its data loads (IA-08); the page keeps the active tab in the URL hash (IA-09).
 */
export function AudienceTabs({ tab, onTabChange, audiences, filter, onFilter }: { tab: AudienceTab; onTabChange: (tab: AudienceTab) => void; audiences: readonly Audience[]; filter: ResourceFilter; onFilter?: (term: CardFilterTerm) => void }) {
  const { t } = useTranslation('insights-audiences');
  const { DevicesBlock, ReferrerBlock, DomainPageList } = usePluginContract('insights');
  const panels: Record<AudienceTab, () => ReactNode> = {
    info: () => <AudienceInfoTab audiences={audiences} filter={filter} />,
    devices: () => <DevicesBlock filter={filter} metric="users" />,
    referrer: () => <ReferrerBlock filter={filter} metric="users" />,
    pages: () => <DomainPageList filter={filter} metric="users" onFilter={onFilter} />,
  };
  return (
    <Tabs id="insights-audiences-tabs" selectedTabId={tab} onChange={(next) => onTabChange(next as AudienceTab)} renderActiveTabPanelOnly data-testid="audience-tabs">
      {AUDIENCE_TABS.map((id) => (
        <Tab key={id} id={id} title={t(`tabs.${id}`)} panel={<div data-testid={`tab-panel-${id}`}>{panels[id]()}</div>} />
      ))}
    </Tabs>
  );
}
