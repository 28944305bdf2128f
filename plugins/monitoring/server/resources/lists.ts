import { eventFilterWhere, type TimeRange, type EventStore, settledSplit, LATEST, PAGE_VIEWS } from '../../../../core/server/events';
import { countsUsers, monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { DataRow } from '../../common/monitoringReplies';
import { metricResources } from '../../common/monitoringResources';
import { monitoringResource } from '../monitoringResource';
import { byText, byUsers, byViews, counts, filterCounts } from '../filterCounts';
import { DEFAULT_LIST_SIZE, USERS_SQL } from '../sqlMetrics';
import { onPages, withTitles, type PageRow } from '../pageTitles';
import { activeWindow } from '../timeWindow';

/** Top pages shown under each domain row. */
const PAGES_PER_DOMAIN = 5;

type Metric = 'users' | 'views';

/**
 * Ranking all pages with exact distinct users is the costly part over long ranges. Pages are
 * first ranked by page views (additive, so the settled part is cached and only the open hour
 * is added), this many times the rows asked for are kept, and only those are counted exactly:
 * the counts shown stay exact; for users/… a page with few views but many users could be missed.
 */
const CANDIDATE_FACTOR = 3;

const ORDER_OF: Record<Metric, (a: DataRow, b: DataRow) => number> = { users: byUsers, views: byViews };
/** The same orders in SQL (pages of equal counts and path: by domain). */
const ORDER_SQL: Record<Metric, string> = { users: 'users DESC, doc_count DESC, key ASC, domain ASC', views: 'doc_count DESC, users DESC, key ASC, domain ASC' };

/** The order of a list: the resource's metric, page views when the filter counts only those. */
const orderOf = (resource: Metric, filter: MonitoringFilter): Metric => (countsUsers(filter) ? resource : 'views');

/**
 * A short range (realtime: the last 5 minutes; see settledSplit) holds few rows: its pages are
 * ranked exactly in one statement — one round trip, as realtime latency wants — the top `size`
 * overall, or per domain of `perDomain`.
 */
async function pagesInOneScan(events: EventStore, filter: MonitoringFilter, range: TimeRange, metric: Metric, size: number, perDomain?: readonly string[]): Promise<PageRow[]> {
  const where = eventFilterWhere(filter, range);
  if (perDomain) where.and(`domain IN ${where.list(perDomain)}`);
  return events.query<PageRow>(
    `SELECT path AS key, domain, ${PAGE_VIEWS.sql} AS doc_count, ${USERS_SQL} AS users, arg_max(title, ts) AS title, arg_max(image, ts) AS image
     FROM events ${where.sql} GROUP BY domain, path
     ${perDomain ? `QUALIFY row_number() OVER (PARTITION BY domain ORDER BY ${ORDER_SQL[metric]}) <= ${size}` : ''}
     ORDER BY ${ORDER_SQL[metric]} ${perDomain ? '' : `LIMIT ${size}`}`,
    where.params,
  );
}

/** Page views per page (domain, path) in the range; cheap to keep current (see CANDIDATE_FACTOR). */
async function pageViews(events: EventStore, filter: MonitoringFilter, range: TimeRange): Promise<{ domain: string; path: string; views: number }[]> {
  const rows = await filterCounts(events, { name: 'pageViews', filter, range, groups: ['domain', 'path'], aggregates: { doc_count: PAGE_VIEWS }, users: false });
  return rows
    .map((r) => ({ domain: String(r.groups[0]), path: String(r.groups[1]), views: r.doc_count }))
    .sort((a, b) => b.views - a.views || byText(a.path, b.path) || (a.domain < b.domain ? -1 : 1));
}

/** Exact views, users (unless the filter counts only views) and latest title and image of these pages, ordered for `metric`. */
async function countPages(events: EventStore, filter: MonitoringFilter, range: TimeRange, metric: Metric, pages: readonly { domain: string; path: string }[]): Promise<PageRow[]> {
  if (!pages.length) return [];
  const counted = await filterCounts(events, {
    // Sorted: the cached counts serve the same set of pages whatever their current rank.
    name: `pages:${JSON.stringify(pages.map((p) => [p.domain, p.path]).sort())}`,
    filter,
    range,
    groups: ['domain', 'path'],
    aggregates: { doc_count: PAGE_VIEWS, last: LATEST },
    users: countsUsers(filter),
    narrow: (where) => onPages(where, pages),
  });
  const rows = counted.map((r) => ({ domain: String(r.groups[0]), key: String(r.groups[1]), ...counts(filter, r.doc_count, r.users), last: r.last }));
  return withTitles(events, filter, rows.sort((a, b) => ORDER_OF[metric](a, b) || (a.domain < b.domain ? -1 : 1)));
}

const pageRow = (filter: MonitoringFilter) => (r: PageRow): DataRow => ({
  key: r.key,
  domain: r.domain,
  title: r.title,
  image: r.image,
  href: `https://${r.domain}${r.key}`,
  ...counts(filter, r.doc_count, r.users ?? 0),
});

/** users/pages, views/pages: the top pages (path per domain) with title, image and address. */
function pagesResource(metric: Metric) {
  return monitoringResource(metricResources[metric].pages, {
    filter: monitoringFilterSchema,
    async query(filter, { events }) {
      const range = activeWindow(filter);
      const size = filter.size ?? DEFAULT_LIST_SIZE;
      const order = orderOf(metric, filter);
      if (settledSplit(range) === undefined) return (await pagesInOneScan(events, filter, range, order, size)).map(pageRow(filter));
      const candidates = (await pageViews(events, filter, range)).slice(0, size * CANDIDATE_FACTOR);
      return (await countPages(events, filter, range, order, candidates)).slice(0, size).map(pageRow(filter));
    },
  });
}

/** users/domains, views/domains: the top domains, each with its top pages as children. */
function domainsResource(metric: Metric) {
  return monitoringResource(metricResources[metric].domains, {
    filter: monitoringFilterSchema,
    async query(filter, { events }) {
      const range = activeWindow(filter);
      const short = settledSplit(range) === undefined;
      const order = orderOf(metric, filter);
      const [counted, views] = await Promise.all([
        filterCounts(events, { name: 'domains', filter, range, groups: ['domain'], aggregates: { doc_count: PAGE_VIEWS }, users: countsUsers(filter) }),
        short ? [] : pageViews(events, filter, range),
      ]);
      const domains = counted
        .map((r) => ({ key: String(r.groups[0]), ...counts(filter, r.doc_count, r.users) }))
        .sort(ORDER_OF[order])
        .slice(0, filter.size ?? DEFAULT_LIST_SIZE);
      if (!domains.length) return [];
      const pages = short
        ? await pagesInOneScan(events, filter, range, order, PAGES_PER_DOMAIN, domains.map((d) => d.key))
        : await countPages(events, filter, range, order, domains.flatMap((d) => views.filter((p) => p.domain === d.key).slice(0, PAGES_PER_DOMAIN * CANDIDATE_FACTOR)));
      return domains.map((d) => ({ ...d, children: pages.filter((p) => p.domain === d.key).slice(0, PAGES_PER_DOMAIN).map(pageRow(filter)) }));
    },
  });
}

export const usersPagesResource = pagesResource('users');
export const viewsPagesResource = pagesResource('views');
export const usersDomainsResource = domainsResource('users');
export const viewsDomainsResource = domainsResource('views');
