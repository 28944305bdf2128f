import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardFilterTerm } from '../../../core/client/grid';
import { usePluginContract } from '../../../core/client/contracts';
import type { ResourceFilter } from '../../../core/client/resources';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import type { MonitoringSettings } from '../../monitoring/common/monitoringSettings';
import { AudienceTypeBlock } from './AudienceTypeBlock';
import { ChannelsBlock } from './ChannelsBlock';
import { hasPageFilter } from './hasPageFilter';
import { OverviewBlock } from './OverviewBlock';
import { OverviewTotals } from './OverviewTotals';

/**
 * The overview's blocks for a range (IO-02..07): users and page views, devices, domains or
 * pages by page views, channels only with useChannels and no page filter, interests and
 * visitor properties each when switched on. A block that is off is not mounted, so it loads nothing.
 * The totals run across the top; the others stand in columns of related blocks, each block
 * directly below the one before, so a short block leaves no gap beside a tall one.
 */
export function OverviewContent({ filter, settings, onFilter }: { filter: ResourceFilter; settings: Pick<MonitoringSettings, 'useChannels' | 'displayInterests' | 'displayVisitorProperties'>; onFilter?: (term: CardFilterTerm) => void }) {
  const { t } = useTranslation('insights-overview');
  const { DevicesBlock, DomainPageList } = usePluginContract('insights');
  const columns: Record<string, ReactNode[]> = {
    devices: [
      <OverviewBlock key="devices" id="devices" title={t('blocks.devices')}>
        <DevicesBlock filter={filter} metric="users" />
      </OverviewBlock>,
    ],
    content: [
      <OverviewBlock key="domain-page" id="domain-page" title={t('blocks.domainPage')}>
        <DomainPageList filter={filter} metric="views" onFilter={onFilter} />
      </OverviewBlock>,
      settings.useChannels && !hasPageFilter(filter) && <ChannelsBlock key="channels" filter={filter} onFilter={onFilter} />,
    ],
    audiences: [
      settings.displayInterests && <AudienceTypeBlock key="interests" id="interests" typeId={AUDIENCE_TYPES.interest} filter={filter} onFilter={onFilter} />,
      settings.displayVisitorProperties && <AudienceTypeBlock key="properties" id="properties" typeId={AUDIENCE_TYPES.property} filter={filter} onFilter={onFilter} />,
    ],
  };
  return (
    <div className="ac-overview-content" data-testid="overview-content">
      <OverviewBlock id="totals" title={t('blocks.totals')}>
        <OverviewTotals filter={filter} />
      </OverviewBlock>
      <div className="ac-overview-columns">
        {Object.entries(columns).map(([name, blocks]) => {
          const shown = blocks.filter(Boolean);
          return shown.length ? (
            <div key={name} className="ac-overview-column">
              {shown}
            </div>
          ) : null;
        })}
      </div>
    </div>
  );
}
