import { useTranslation } from 'react-i18next';
import { usePluginContract } from '../../../core/client/contracts';
import type { CardFilterTerm } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { channelResources } from '../../channels/common/channelResources';
import { OverviewBlock } from './OverviewBlock';

/**
 * The channels of the range (the channels plugin's list) with a CSV download. Mounted only while
 * shown, so turning channels on loads them over HTTP (IO-09); the list reads the same data set.
 */
export function ChannelsBlock({ filter, onFilter }: { filter: ResourceFilter; onFilter?: (term: CardFilterTerm) => void }) {
  const { t } = useTranslation('insights-overview');
  const { ChannelsList } = usePluginContract('channels');
  const channels = useResource(channelResources.usersChannels, filter);
  const csv = () => [[t('csv.channel'), 'path', t('csv.users'), t('csv.views')], ...(channels.data ?? []).map((c) => [c.title, c.path, c.users, c.pages])];
  return (
    <OverviewBlock id="channels" title={t('blocks.channels')} csv={csv}>
      <ChannelsList filter={filter} onFilter={onFilter} />
    </OverviewBlock>
  );
}
