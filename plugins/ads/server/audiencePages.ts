import type { EventStore } from '../../../core/server/events';
import { RECOMMENDATION_DAYS, type RecommendedPage } from '../common/recommendations';

/** Pages an audience must have read this often for its lift to mean something. */
const MIN_AUDIENCE_VIEWS = 3;
/** The audience's most read pages the lift is worked out for. */
const CANDIDATES = 200;
const RESULTS = 20;
const DAY = 86_400_000;

/**
 * OP-66: the pages of `domain` an audience's members read most over the last 7 days compared
 * with all visitors — each page's share of the audience's page views over its share of all page
 * views (lift), for the audience's 200 most read pages with at least 3 of its views; the 20 with
 * the highest lift, ties by the audience's views. Counted in the event store: a page view counts
 * for the audience when its visitor held it then.
 */
export async function audiencePages(events: EventStore, domain: string, audienceId: number, now = Date.now()): Promise<RecommendedPage[]> {
  const range = { from: now - RECOMMENDATION_DAYS * DAY, to: now + 1 };
  const filter = { domain };
  const audience = { ...filter, terms: [{ field: 'audienceId', value: audienceId }] };
  const [top, [audienceTotal], [allTotal]] = await Promise.all([
    events.count({ name: 'recommendAudiencePages', range, filter: audience, groupBy: ['page'], measures: { views: 'views', title: { latestOf: 'title' } }, top: { by: ['views', 0], limit: CANDIDATES } }),
    events.count({ name: 'recommendAudienceViews', range, filter: audience, measures: { views: 'views' } }),
    events.count({ name: 'recommendViews', range, filter, measures: { views: 'views' } }),
  ]);
  const candidates = top.filter((row) => row.views >= MIN_AUDIENCE_VIEWS);
  if (!candidates.length || !audienceTotal?.views || !allTotal?.views) return [];
  const pages = candidates.map((row) => String(row.groups[0]));
  const all = await events.count({ name: 'recommendPageViews', range, filter, where: [{ field: 'page', in: pages }], groupBy: ['page'], measures: { views: 'views' } });
  const viewsOf = new Map(all.map((row) => [String(row.groups[0]), row.views]));
  return candidates
    .map((row) => {
      const page = String(row.groups[0]);
      const views = viewsOf.get(page) ?? row.views;
      return { page, title: row.title, audienceViews: row.views, views, lift: Math.round((row.views / audienceTotal.views / (views / allTotal.views)) * 100) / 100 };
    })
    .sort((a, b) => b.lift - a.lift || b.audienceViews - a.audienceViews || (a.page < b.page ? -1 : 1))
    .slice(0, RESULTS);
}
