import { monitoringFilterSchema } from '../../common/monitoringFilter';
import { monitoringResources } from '../../common/monitoringResources';
import { bucketCounts } from '../bucketCounts';
import { monitoringResource } from '../monitoringResource';
import { todayWindow } from '../timeWindow';

/** Tracked events that count as a vote and as a view of a poll (the tools' question_view). */
const VOTE_EVENT = 'vote';
const QUESTION_VIEW_EVENT = 'question_view';

/** toolsStats: votes and poll views per UTC hour (spec §7: UTC; §9: hourly), optionally compared. Admins only. */
export const toolsStatsResource = monitoringResource(monitoringResources.toolsStats, {
  filter: monitoringFilterSchema,
  async query(filter, { events }) {
    const buckets = await bucketCounts(events, {
      name: 'toolsStats',
      filter,
      range: todayWindow(filter, 'UTC'),
      interval: '1h',
      timeZone: 'UTC',
      measures: {
        votes: { count: 'events', where: [{ field: 'event', in: [VOTE_EVENT] }] },
        views: { count: 'events', where: [{ field: 'event', in: [QUESTION_VIEW_EVENT] }] },
      },
    });
    return buckets.map((b) => ({ hour: new Date(b.key).toISOString(), key: b.key, votes: b.votes, views: b.views }));
  },
});
