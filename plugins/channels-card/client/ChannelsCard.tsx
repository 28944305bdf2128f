import { useTranslation } from 'react-i18next';
import { usePluginContract } from '../../../core/client/contracts';
import { type CardProps, useCardCsv } from '../../../core/client/grid';
import { useResource } from '../../../core/client/resources';
import { channelResources } from '../../channels/common/channelResources';
import type { ChannelsCardSettings } from '../common/channelsCardSettings';

/**
 * The active users' channels on the dashboard (the channels plugin's list): title, path, users
 * and page views; a click filters the dashboard by the channel. Offers the channels as CSV.
 */
export default function ChannelsCard({ filter, onFilter, onCsvChange }: CardProps<ChannelsCardSettings>) {
  const { t } = useTranslation('channels-card');
  const { ChannelsList } = usePluginContract('channels');
  const channels = useResource(channelResources.usersChannels, filter);
  useCardCsv(onCsvChange, channels.data && [[t('csv.channel'), t('csv.title'), t('csv.path'), t('users'), t('pages')], ...channels.data.map((c) => [c.key, c.title, c.path, c.users, c.pages])]);
  return (
    <div className="ac-channels-card" data-testid="channels-card">
      <ChannelsList filter={filter} onFilter={onFilter} />
    </div>
  );
}
