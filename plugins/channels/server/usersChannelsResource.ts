import type { Kysely } from 'kysely';
import { eventFilterWhere } from '../../../core/server/events/eventFilter';
import { defineResource } from '../../../core/server/resources/defineResource';
import { monitoringFilterSchema, type MonitoringFilter } from '../../monitoring/common/monitoringFilter';
import type { ChannelUsersRow } from '../common/ChannelUsersRow';

/** The realtime window when the filter names none: the last 5 minutes ("active users"). */
const ACTIVE_WINDOW_MS = 5 * 60_000;

/**
 * users/channels: distinct visitors and page views per channel in the window, most users
 * first. Channel ids come from the events (tagged at ingest), titles from the channels table.
 */
export const usersChannelsResource = defineResource<MonitoringFilter>({
  name: 'users/channels',
  permission: 'viewMonitoring',
  filter: monitoringFilterSchema,
  domainScoped: true,
  live: { intervalMs: 5000, onFlush: true },
  async query(filter, { db, events }): Promise<ChannelUsersRow[]> {
    const to = filter.to ?? Date.now() + 1;
    const where = eventFilterWhere(filter, { from: filter.from ?? to - ACTIVE_WINDOW_MS, to });
    const counts = await events.query<{ id: number; users: number; pages: number }>(
      `SELECT id, count(DISTINCT visitor_id) AS users, count(*) FILTER (WHERE kind = 'pageview') AS pages
       FROM (SELECT unnest(channel_ids) AS id, visitor_id, kind FROM events ${where.sql})
       GROUP BY id ORDER BY users DESC, pages DESC, id ASC LIMIT ${filter.size ?? 10}`,
      where.params,
    );
    if (!counts.length) return [];
    const channels = await (db as unknown as Kysely<any>)
      .selectFrom('channels')
      .select(['id', 'title', 'path'])
      .where('id', 'in', counts.map((c) => c.id))
      .execute();
    const byId = new Map(channels.map((c) => [c.id as number, c]));
    // A channel deleted since its hits were collected has no title any more: leave it out.
    return counts.filter((c) => byId.has(c.id)).map((c) => ({ key: c.id, title: byId.get(c.id)!.title, path: byId.get(c.id)!.path, users: c.users, pages: c.pages }));
  },
});
