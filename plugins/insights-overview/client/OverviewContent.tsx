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
 */
export function OverviewContent({ filter, settings, onFilter }: { filter: ResourceFilter; settings: Pick<MonitoringSettings, 'useChannels' | 'displayInterests' | 'displayVisitorProperties'>; onFilter?: (term: CardFilterTerm) => void }) {
  const { t } = useTranslation('insights-overview');
  const { DevicesBlock, DomainPageList } = usePluginContract('insights');
  return (
    <div className="ac-overview-content" data-testid="overview-content">
      <OverviewBlock id="totals" title={t('blocks.totals')}>
        <OverviewTotals filter={filter} />
      </OverviewBlock>
      <OverviewBlock id="devices" title={t('blocks.devices')}>
        <DevicesBlock filter={filter} metric="users" />
      </OverviewBlock>
      <OverviewBlock id="domain-page" title={t('blocks.domainPage')}>
        <DomainPageList filter={filter} metric="views" onFilter={onFilter} />
      </OverviewBlock>
      {settings.useChannels && !hasPageFilter(filter) && <ChannelsBlock filter={filter} onFilter={onFilter} />}
      {settings.displayInterests && <AudienceTypeBlock id="interests" typeId={AUDIENCE_TYPES.interest} filter={filter} onFilter={onFilter} />}
      {settings.displayVisitorProperties && <AudienceTypeBlock id="properties" typeId={AUDIENCE_TYPES.property} filter={filter} onFilter={onFilter} />}
    </div>
  );
}
