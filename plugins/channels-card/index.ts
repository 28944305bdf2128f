import { defineCard, definePlugin } from '../../core/common/plugin';
import { channelResources } from '../channels/common/channelResources';
import { channelsCardSettings } from './common/channelsCardSettings';

/** Channels: a realtime-dashboard card reading 'users/channels'. */
export default definePlugin({
  id: 'channels-card',
  product: 'analytics',
  requires: ['monitoring', 'channels'],
  cards: [
    defineCard({
      component: 'ChannelsCard',
      load: () => import('./client/ChannelsCard'),
      permission: 'viewRealtime',
      size: { w: 4, h: 9, minW: 3 },
      default: false,
      multiple: false,
      settings: channelsCardSettings,
      resources: [channelResources.usersChannels.name],
      title: 'title',
    }),
  ],
});
