import { defineServerPlugin } from '../../../core/server/plugin';
import { ChannelCache } from './ChannelCache';
import { CHANNEL_EVENT_LIST } from './channelEventList';
import { channelIngestStep } from './channelIngestStep';
import { channelNamesRoute } from './channelNamesRoute';
import { channelRoutes } from './channelRoutes';
import { channelEntity } from './channelEntity';
import { channelsDatatableMigration } from './channelsDatatableMigration';
import { channelsEntityMigration } from './channelsEntityMigration';
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
  entities: [channelEntity],
  migrations: { '0001_channels': channelsMigration, '0002_channels_entity': channelsEntityMigration, '0003_channels_datatable': channelsDatatableMigration },
  async seedDemo({ db, organisationId, adminId }) {
    const audit = { organisation_id: organisationId, owner_id: adminId, created_by: adminId, modified_by: adminId };
    await channelsDb(db).insertInto('channels').values(DEMO_CHANNELS.map((c) => ({ ...c, ...audit }))).execute();
  },
});
