import type { EventStore, TimeRange } from '../../../core/server/events';
import type { Classification } from '../common/Classification';
import { TOPIC_EVENT_LIST } from './topicEventList';

const PAGE_VIEWS = [{ field: 'kind', in: ['pageview'] }] as const;

/**
 * The Classification of each of `topicIds` with page views in the range, most viewed first:
 * its page views and readers from the topic list, and the users of the domains (see
 * Classification). Exact: two counts of the event store.
 */
export async function countClassifications(events: EventStore, topicIds: readonly number[], range: TimeRange, domain: string | readonly string[] | undefined): Promise<Classification[]> {
  const wanted = new Set(topicIds);
  if (!wanted.size) return [];
  const filter = { domain };
  const [topics, [total]] = await Promise.all([
    events.count({ name: 'classifications', range, filter, groupBy: [{ list: TOPIC_EVENT_LIST.name }], measures: { views: 'views', visitors: 'users' } }),
    events.count({ name: 'classificationUsers', range, filter, where: PAGE_VIEWS, measures: { users: 'users' } }),
  ]);
  const users = total?.users ?? 0;
  return topics
    .filter((row) => wanted.has(Number(row.groups[0])) && row.views > 0)
    .map((row) => ({ key: Number(row.groups[0]), doc_count: row.views, counts: { visitors: { value: row.visitors }, users: { value: users } } }))
    .sort((a, b) => b.doc_count - a.doc_count || a.key - b.key);
}
