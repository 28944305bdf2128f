import { defineResource } from '../../../core/server/resources';
import { monitoringFilterSchema } from '../../monitoring/common/monitoringFilter';
import { channelResources } from '../common/channelResources';
import { CHANNEL_EVENT_LIST } from './channelEventList';
import { channelsDb } from './ChannelsTables';

/** The realtime window when the filter names none: the last 5 minutes ("active users"). */
const ACTIVE_WINDOW_MS = 5 * 60_000;

/**
 * users/channels: distinct visitors and page views per channel in the window, most users
 * first. Channel ids come from the events (tagged at ingest), titles from the channels table.
 * The store keeps settled hours: over the overview's days only the open hour is counted again.
 */
export const usersChannelsResource = defineResource(channelResources.usersChannels, {
  filter: monitoringFilterSchema,
  domainScoped: true,
  live: { intervalMs: 5000, onFlush: true },
  async query(filter, { db, events }) {
    const to = filter.to ?? Date.now() + 1;
    const rows = await events.count({
      name: 'users/channels',
      range: { from: filter.from ?? to - ACTIVE_WINDOW_MS, to },
      filter,
      groupBy: [{ list: CHANNEL_EVENT_LIST.name }],
      measures: { users: 'users', pages: 'views' },
    });
    const counts = rows
      .map(({ groups: [id], users, pages }) => ({ id: Number(id), users, pages }))
      .sort((a, b) => b.users - a.users || b.pages - a.pages || a.id - b.id)
      .slice(0, filter.size ?? 10);
    if (!counts.length) return [];
    const channels = await channelsDb(db)
      .selectFrom('channels')
      .select(['id', 'title', 'path'])
      .where('id', 'in', counts.map((c) => c.id))
      .execute();
    const byId = new Map(channels.map((c) => [c.id, c]));
    // A channel deleted since its hits were collected has no title any more: leave it out.
    return counts.filter((c) => byId.has(c.id)).map((c) => ({ key: c.id, title: byId.get(c.id)!.title, path: byId.get(c.id)!.path, users: c.users, pages: c.pages }));
  },
});
