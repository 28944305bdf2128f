import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { usePluginContract } from '../../../core/client/contracts';
import { type CardProps, useCardCsv } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { cardViewSettings } from '../../monitoring/common/cardViewSettings';
import { channelResources } from '../../channels/common/channelResources';
import type { ChannelsCardSettings } from '../common/channelsCardSettings';

/**
 * The active users' channels on the dashboard (the channels plugin's list): title, path, users
 * and page views; a click filters the dashboard by the channel. Offers the channels as CSV.
 * The view's useChannels decides whether it has channel data (RG-32): turned off, the card drops
 * the data and its live feed and offers to turn them on; turned on, it loads them and the live
 * feed opens again.
 */
export default function ChannelsCard({ filter, onFilter, onCsvChange, viewSettings, onViewSettingsChange }: CardProps<ChannelsCardSettings>) {
  const { t } = useTranslation('channels-card');
  if (!cardViewSettings(viewSettings).useChannels) {
    return (
      <NonIdealState
        className="ac-no-data"
        icon="diagram-tree"
        description={t('off')}
        action={onViewSettingsChange && <Button variant="outlined" text={t('turnOn')} onClick={() => onViewSettingsChange({ useChannels: true })} data-testid="channels-turn-on" />}
      />
    );
  }
  return <Channels filter={filter} onFilter={onFilter} onCsvChange={onCsvChange} />;
}

function Channels({ filter, onFilter, onCsvChange }: { filter: ResourceFilter } & Pick<CardProps, 'onFilter' | 'onCsvChange'>) {
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
