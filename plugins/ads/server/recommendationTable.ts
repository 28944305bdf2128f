import type { EventStore } from '../../../core/server/events';
import type { RecommendedPage } from '../common/recommendations';
import { audiencePages } from './audiencePages';

/** How long an audience's pages are served before they are counted again. */
const REFRESH_MS = 3_600_000;

const tables = new WeakMap<EventStore, Map<string, { at: number; pages: Promise<RecommendedPage[]> }>>();

/**
 * The recommendations' table (OP-66): each (domain, audience)'s pages with their lift, counted
 * on first ask and again once an hour old, so a site asking for every visitor costs a lookup.
 * Per event store, as one process may run several servers (tests).
 */
export function recommendedPages(events: EventStore, domain: string, audienceId: number, now = Date.now()): Promise<RecommendedPage[]> {
  const table = tables.get(events) ?? new Map();
  tables.set(events, table);
  const key = `${domain}\u0000${audienceId}`;
  const kept = table.get(key);
  if (kept && now - kept.at < REFRESH_MS) return kept.pages;
  const pages = audiencePages(events, domain, audienceId, now);
  table.set(key, { at: now, pages });
  // A failed count is not kept: the next ask counts again.
  pages.catch(() => table.delete(key));
  return pages;
}
