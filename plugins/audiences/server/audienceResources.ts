import type { EventStore } from '../../../core/server/events';
import { defineResource } from '../../../core/server/resources';
import { audienceResources } from '../common/audienceResources';
import type { AudienceUsersRow } from '../common/audienceUsersRow';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';
import { audiencesDb } from './AudiencesTables';
import type { GrowthPoint } from '../common/GrowthPoint';
import { audienceGrowthFilterSchema, audiencesFilterSchema, type AudienceGrowthFilter } from '../common/audienceResourceFilters';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Realtime window when the filter names none ("active users"). */
const ACTIVE_WINDOW_MS = 5 * MINUTE;
/** audiences/growth/histogram buckets (UTC). */
const GROWTH_HISTOGRAM_BUCKET_MS = 30 * MINUTE;
const LIVE = { intervalMs: 5000, onFlush: true };

/**
 * audiences: distinct visitors and page views per audience in the window (default the last
 * 5 minutes), as a tree. Audiences hidden from analytics and AI topics (which need a
 * permission a shared feed cannot check) are left out; usePinpollAudiences=false also
 * leaves out the provider's audiences.
 */
export const audiencesResource = defineResource(audienceResources.audiences, {
  filter: audiencesFilterSchema,
  domainScoped: true,
  live: LIVE,
  async query(filter, { db, events }) {
    const to = filter.to ?? Date.now() + 1;
    const counts = await events.count({
      name: 'audiences',
      range: { from: filter.from ?? to - ACTIVE_WINDOW_MS, to },
      filter,
      groupBy: [{ list: AUDIENCE_EVENT_LIST.name }],
      measures: { users: 'users', views: 'views' },
    });
    if (!counts.length) return [];
    let query = audiencesDb(db)
      .selectFrom('audiences')
      .select(['id', 'parent_id', 'type_id', 'german', 'english', 'is_pinpoll'])
      .where('hide_analytics', '=', false)
      .where('is_aitopic', '=', false);
    if (filter.usePinpollAudiences === false) query = query.where('is_pinpoll', '=', false);
    const audiences = await query.orderBy('id').execute();
    const byId = new Map(counts.map((c) => [Number(c.groups[0]), c]));
    const nodes = new Map<number, AudienceUsersRow>();
    for (const a of audiences) {
      const c = byId.get(a.id);
      nodes.set(a.id, { key: a.id, type_id: a.type_id, german: a.german, english: a.english, is_pinpoll: a.is_pinpoll, users: c?.users ?? 0, views: c?.views ?? 0, children: [] });
    }
    const roots: AudienceUsersRow[] = [];
    for (const a of audiences) {
      const parent = a.parent_id === null ? undefined : nodes.get(a.parent_id);
      (parent ? parent.children : roots).push(nodes.get(a.id)!);
    }
    // Only audiences with visitors, or with children that have some; most users first.
    const withUsers = (list: AudienceUsersRow[]): AudienceUsersRow[] =>
      list
        .map((n) => ({ ...n, children: withUsers(n.children) }))
        .filter((n) => n.users > 0 || n.children.length > 0)
        .sort((a, b) => b.users - a.users || a.key - b.key);
    return withUsers(roots);
  },
});

/** Visitors newly assigned to the audience per UTC bucket of `bucketMs`, every bucket of the range present. */
async function growth(events: EventStore, filter: AudienceGrowthFilter, from: number, to: number, bucketMs: number): Promise<GrowthPoint[]> {
  const rows = await events.countAssignments({ list: AUDIENCE_EVENT_LIST.name, id: filter.audienceId, domain: filter.domain, range: { from, to }, bucketMs });
  const byBucket = new Map(rows.map((r) => [r.bucket, r.visitors]));
  const points: GrowthPoint[] = [];
  for (let key = Math.floor(from / bucketMs) * bucketMs; key < to; key += bucketMs) points.push({ key, date: new Date(key).toISOString(), audienceCount: byBucket.get(key) ?? 0 });
  return points;
}

/** audiences/growth/history: new visitors per UTC day, default the last 30 days. */
export const audienceGrowthHistoryResource = defineResource(audienceResources.growthHistory, {
  filter: audienceGrowthFilterSchema,
  domainScoped: true,
  live: LIVE,
  query(filter, { events }) {
    const to = filter.to ?? Date.now() + 1;
    return growth(events, filter, filter.from ?? Math.floor(to / DAY) * DAY - 29 * DAY, to, DAY);
  },
});

/** audiences/growth/histogram: new visitors per 30 minutes (UTC), default today since UTC midnight. */
export const audienceGrowthHistogramResource = defineResource(audienceResources.growthHistogram, {
  filter: audienceGrowthFilterSchema,
  domainScoped: true,
  live: LIVE,
  query(filter, { events }) {
    const to = filter.to ?? Date.now() + 1;
    return growth(events, filter, filter.from ?? Math.floor(to / DAY) * DAY, to, GROWTH_HISTOGRAM_BUCKET_MS);
  },
});
