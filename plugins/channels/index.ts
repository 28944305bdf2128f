import { definePlugin } from '../../core/common/plugin';
import { all, crud, productModule } from '../../core/common/permissions';
import { resourceNames } from '../../core/common/resources';
import { channelResources } from './common/channelResources';

/** Channels: named path prefixes of the user's sites; the ingest step tags page views with them. */
export default definePlugin({
  id: 'channels',
  product: 'account',
  // users/channels is a monitoring data set: it takes the monitoring filter and rule.
  requires: ['monitoring'],
  permissions: {
    manageChannels: all(...crud('CHANNELS'), productModule('account')),
  },
  routes: [
    {
      path: '/account/channels',
      name: 'channels',
      permission: 'manageChannels',
      title: 'title',
      load: () => import('./client/ChannelsPage'),
    },
  ],
  nav: [{ route: 'channels', icon: 'path-search', label: 'title' }],
  // The analytics filter bar's channel field: the organisation's channels, ?channel= in the URL (FB-02).
  filterFields: [{ field: 'channel', label: 'filterField', kind: 'choice', urlParam: 'channel', values: () => import('./client/channelFilterValues') }],
  resources: resourceNames(channelResources),
  server: true,
  // The channel list, for the channels card and the insights overview (common/channelsContract).
  contract: () => import('./client/channelsContract'),
});
