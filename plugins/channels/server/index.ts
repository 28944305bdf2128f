import { defineServerPlugin } from '../../../core/server/plugin';
import { ChannelCache } from './ChannelCache';
import { CHANNEL_EVENT_LIST } from './channelEventList';
import { channelIngestStep } from './channelIngestStep';
import { channelNamesRoute } from './channelNamesRoute';
import { channelRoutes } from './channelRoutes';
import { channelsMigration } from './channelsMigration';
import { channelsDb } from './ChannelsTables';
import { usersChannelsResource } from './usersChannelsResource';

/** Demo channels of the demo organisation (SEED=demo). */
export const DEMO_CHANNELS = [
  { title: 'Sport', path: '/sport' },
  { title: 'Politics', path: '/politics' },
];

const cache = new ChannelCache();

export default defineServerPlugin({
  routes: [...channelRoutes(cache), channelNamesRoute],
  resources: [usersChannelsResource],
  ingest: [channelIngestStep(cache)],
  eventLists: [CHANNEL_EVENT_LIST],
  migrations: { '0001_channels': channelsMigration },
  async seedDemo({ db, organisationId }) {
    await channelsDb(db).insertInto('channels').values(DEMO_CHANNELS.map((c) => ({ ...c, organisation_id: organisationId }))).execute();
  },
});
