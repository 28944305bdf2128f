import { eventFilterWhere } from '../../../../core/server/events/eventFilter';
import { monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { DataRow } from '../../common/monitoringReplies';
import { monitoringResource } from '../monitoringResource';
import { DEFAULT_LIST_SIZE, USERS_SQL, VIEWS_SQL } from '../sqlMetrics';
import { activeWindow } from '../timeWindow';

/** Top pages shown under each domain row. */
export const PAGES_PER_DOMAIN = 5;

type Metric = 'users' | 'views';

/** users/… lists rank by distinct visitors, views/… lists by page views. */
const ORDER: Record<Metric, string> = { users: 'users DESC, doc_count DESC, key ASC', views: 'doc_count DESC, users DESC, key ASC' };

/**
 * Ranking all pages with exact distinct users and latest titles is the costly part over long
 * ranges. Pages are first narrowed to this many times the rows asked for by a cheap rank
 * (page views, or approximate users), then counted exactly: the counts shown stay exact.
 */
const CANDIDATE_FACTOR = 3;
const CANDIDATE_RANK: Record<Metric, string> = { users: 'approx_count_distinct(visitor_id)', views: VIEWS_SQL };

const PAGE_COLUMNS = `${VIEWS_SQL} AS doc_count, ${USERS_SQL} AS users, arg_max(title, ts) AS title, arg_max(image, ts) AS image`;

type PageRow = DataRow & { domain: string; title: string; image: string };

const pageRow = (r: PageRow): DataRow => ({
  key: r.key,
  domain: r.domain,
  title: r.title,
  image: r.image,
  href: `https://${r.domain}${r.key}`,
  doc_count: r.doc_count,
  users: r.users,
  views: r.doc_count,
});

/** users/pages, views/pages: the top pages (path per domain) with title, image and address. */
function pagesResource(metric: Metric) {
  return monitoringResource<MonitoringFilter>({
    name: `${metric}/pages`,
    filter: monitoringFilterSchema,
    async query(filter, { events }): Promise<DataRow[]> {
      const where = eventFilterWhere(filter, activeWindow(filter));
      const size = filter.size ?? DEFAULT_LIST_SIZE;
      // The same WHERE (and parameters) serves both steps.
      const rows = await events.query<PageRow>(
        `WITH candidates AS (
           SELECT domain, path FROM events ${where.sql} GROUP BY domain, path ORDER BY ${CANDIDATE_RANK[metric]} DESC LIMIT ${size * CANDIDATE_FACTOR})
         SELECT path AS key, domain, ${PAGE_COLUMNS} FROM events SEMI JOIN candidates USING (domain, path) ${where.sql}
         GROUP BY domain, path ORDER BY ${ORDER[metric]}, domain ASC LIMIT ${size}`,
        where.params,
      );
      return rows.map(pageRow);
    },
  });
}

/** users/domains, views/domains: the top domains, each with its top pages as children. */
function domainsResource(metric: Metric) {
  return monitoringResource<MonitoringFilter>({
    name: `${metric}/domains`,
    filter: monitoringFilterSchema,
    async query(filter, { events }): Promise<DataRow[]> {
      const range = activeWindow(filter);
      const where = eventFilterWhere(filter, range);
      const domains = await events.query<DataRow>(
        `SELECT domain AS key, ${VIEWS_SQL} AS doc_count, ${USERS_SQL} AS users FROM events ${where.sql}
         GROUP BY domain ORDER BY ${ORDER[metric]} LIMIT ${filter.size ?? DEFAULT_LIST_SIZE}`,
        where.params,
      );
      if (!domains.length) return [];
      const pagesWhere = eventFilterWhere(filter, range);
      pagesWhere.and(`domain IN ${pagesWhere.list(domains.map((d) => d.key))}`);
      const pages = await events.query<PageRow>(
        `SELECT path AS key, domain, ${PAGE_COLUMNS} FROM events ${pagesWhere.sql}
         GROUP BY domain, path
         QUALIFY row_number() OVER (PARTITION BY domain ORDER BY ${ORDER[metric]}) <= ${PAGES_PER_DOMAIN}
         ORDER BY ${ORDER[metric]}`,
        pagesWhere.params,
      );
      return domains.map((d) => ({
        key: d.key,
        doc_count: d.doc_count,
        users: d.users,
        views: d.doc_count,
        children: pages.filter((p) => p.domain === d.key).map(pageRow),
      }));
    },
  });
}

export const usersPagesResource = pagesResource('users');
export const viewsPagesResource = pagesResource('views');
export const usersDomainsResource = domainsResource('users');
export const viewsDomainsResource = domainsResource('views');
