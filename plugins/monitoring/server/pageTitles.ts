import type { EventFilter } from '../../../core/common/events';
import { eventFilterWhere, type EventStore, type SqlWhere } from '../../../core/server/events';
import type { DataRow } from '../common/monitoringReplies';

export type PageRow = DataRow & { domain: string; title: string; image: string };

/**
 * `(domain, path)` is one of `pages`: the IN list prunes cheaply, the pairs decide through a
 * hash semi join (a chain of 45 `domain = … AND path = …` ORs costs ~40× more per row).
 */
export function onPages(where: SqlWhere, pages: readonly { domain: string; path: string }[]) {
  if (!pages.length) {
    where.and('false');
    return;
  }
  where.and(`path IN ${where.list([...new Set(pages.map((p) => p.path))])}`);
  where.and(`(domain, path) IN (SELECT * FROM (VALUES ${pages.map((p) => `(${where.param(p.domain)}, ${where.param(p.path)})`).join(', ')}))`);
}

/**
 * Title and image of each counted page from its rows at `last`, the latest instant counted:
 * rows at those instants only, so the scan is tiny however long the range.
 */
export async function withTitles<R extends DataRow & { domain: string; last: number }>(events: EventStore, filter: EventFilter, rows: R[]): Promise<(Omit<R, 'last'> & { title: string; image: string })[]> {
  if (!rows.length) return [];
  const lasts = rows.map((r) => r.last);
  const where = eventFilterWhere(filter, { from: Math.min(...lasts), to: Math.max(...lasts) + 1 });
  where.and(`ts IN ${where.list([...new Set(lasts)].map((ts) => BigInt(ts)))}`);
  onPages(where, rows.map((r) => ({ domain: r.domain, path: r.key })));
  const titles = await events.query<{ domain: string; path: string; title: string; image: string }>(
    `SELECT domain, path, arg_max(title, ts) AS title, arg_max(image, ts) AS image FROM events ${where.sql} GROUP BY domain, path`,
    where.params,
  );
  const byPage = new Map(titles.map((t) => [`${t.domain}\u0000${t.path}`, t]));
  return rows.map(({ last: _last, ...r }) => {
    const t = byPage.get(`${r.domain}\u0000${r.key}`);
    return { ...r, title: t?.title ?? '', image: t?.image ?? '' };
  });
}
