import { type EventCondition, type EventStore, settledSplit, type TimeRange } from '../../../../core/server/events';
import { countsUsers, monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { DataRow } from '../../common/monitoringReplies';
import { metricResources } from '../../common/monitoringResources';
import { monitoringResource } from '../monitoringResource';
import { byText, byUsers, byViews, counts, DEFAULT_LIST_SIZE, usersMeasure } from '../listRows';
import { activeWindow } from '../timeWindow';

/** Top pages shown under each domain row. */
const PAGES_PER_DOMAIN = 5;

type Metric = 'users' | 'views';

type PageRow = DataRow & { domain: string; title: string; image: string };

/**
 * Ranking all pages with exact distinct users is the costly part over long ranges. Pages are
 * first ranked by page views (additive, so the settled part is cached and only the open hour
 * is added), this many times the rows asked for are kept, and only those are counted exactly:
 * the counts shown stay exact; for users/… a page with few views but many users could be missed.
 */
const CANDIDATE_FACTOR = 3;

/** Pages of equal counts and path: by domain. */
const ORDER_OF: Record<Metric, (a: PageRow, b: PageRow) => number> = {
  users: (a, b) => byUsers(a, b) || byText(a.domain, b.domain),
  views: (a, b) => byViews(a, b) || byText(a.domain, b.domain),
};

/** The same orders for the store's cut: measures largest first, then path and domain (groups 1, 0). */
const TOP_BY = { users: ['users', 'doc_count', 1, 0], views: ['doc_count', 'users', 1, 0] } as const;

/** The order of a list: the resource's metric, page views when the filter counts only those. */
const orderOf = (resource: Metric, filter: MonitoringFilter): Metric => (countsUsers(filter) ? resource : 'views');

/** Page views, users (unless the filter counts only views) and latest title and image per page (domain, path), ordered for `metric`. */
async function countPages(events: EventStore, filter: MonitoringFilter, range: TimeRange, metric: Metric, where?: readonly EventCondition[], top?: { limit: number; perDomain?: boolean }): Promise<PageRow[]> {
  const rows = await events.count({
    name: 'pages',
    range,
    filter,
    where,
    groupBy: ['domain', 'page'],
    measures: { doc_count: 'views', users: usersMeasure(filter), title: { latestOf: 'title' }, image: { latestOf: 'image' } },
    top: top && { by: TOP_BY[metric], limit: top.limit, perFirstGroup: top.perDomain },
  });
  return rows
    .map((r) => ({ domain: String(r.groups[0]), key: String(r.groups[1]), title: r.title, image: r.image, ...counts(filter, r.doc_count, r.users) }))
    .sort(ORDER_OF[metric]);
}

/**
 * A short range (realtime: the last 5 minutes; see settledSplit) holds few rows: its pages are
 * ranked exactly in one query — one round trip, as realtime latency wants — the top `size`
 * overall, or per domain of `perDomain`.
 */
const pagesInOneScan = (events: EventStore, filter: MonitoringFilter, range: TimeRange, metric: Metric, size: number, perDomain?: readonly string[]) =>
  countPages(events, filter, range, metric, perDomain ? [{ field: 'domain', in: perDomain }] : undefined, { limit: size, perDomain: Boolean(perDomain) });

/** Page views per page (domain, path) in the range; cheap to keep current (see CANDIDATE_FACTOR). */
async function pageViews(events: EventStore, filter: MonitoringFilter, range: TimeRange): Promise<{ domain: string; path: string; views: number }[]> {
  const rows = await events.count({ name: 'pageViews', range, filter, groupBy: ['domain', 'page'], measures: { views: 'views' } });
  return rows
    .map((r) => ({ domain: String(r.groups[0]), path: String(r.groups[1]), views: r.views }))
    .sort((a, b) => b.views - a.views || byText(a.path, b.path) || byText(a.domain, b.domain));
}

/** Exact counts of these pages only. */
function countCandidates(events: EventStore, filter: MonitoringFilter, range: TimeRange, metric: Metric, pages: readonly { domain: string; path: string }[]): Promise<PageRow[]> {
  // Sorted: the cached counts serve the same set of pages whatever their current rank.
  const pairs = pages.map((p) => [p.domain, p.path] as const).sort((a, b) => byText(a[0], b[0]) || byText(a[1], b[1]));
  return pages.length ? countPages(events, filter, range, metric, [{ pair: ['domain', 'page'], in: pairs }]) : Promise.resolve([]);
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
      return (await countCandidates(events, filter, range, order, candidates)).slice(0, size).map(pageRow(filter));
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
        events.count({ name: 'domains', range, filter, groupBy: ['domain'], measures: { doc_count: 'views', users: usersMeasure(filter) } }),
        short ? [] : pageViews(events, filter, range),
      ]);
      const domains = counted
        .map((r) => ({ key: String(r.groups[0]), ...counts(filter, r.doc_count, r.users) }))
        .sort(order === 'users' ? byUsers : byViews)
        .slice(0, filter.size ?? DEFAULT_LIST_SIZE);
      if (!domains.length) return [];
      const pages = short
        ? await pagesInOneScan(events, filter, range, order, PAGES_PER_DOMAIN, domains.map((d) => d.key))
        : await countCandidates(events, filter, range, order, domains.flatMap((d) => views.filter((p) => p.domain === d.key).slice(0, PAGES_PER_DOMAIN * CANDIDATE_FACTOR)));
      return domains.map((d) => ({ ...d, children: pages.filter((p) => p.domain === d.key).slice(0, PAGES_PER_DOMAIN).map(pageRow(filter)) }));
    },
  });
}

export const usersPagesResource = pagesResource('users');
export const viewsPagesResource = pagesResource('views');
export const usersDomainsResource = domainsResource('users');
export const viewsDomainsResource = domainsResource('views');
