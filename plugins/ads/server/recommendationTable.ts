import { FreshCounts, type EventStore } from '../../../core/server/events';
import type { RecommendedPage } from '../common/recommendations';
import { audiencePages } from './audiencePages';

/** Each (domain, audience)'s pages, served for an hour before they are counted again. */
const tables = new FreshCounts<string, RecommendedPage[]>(3_600_000);

/**
 * The recommendations' table (OP-66): each (domain, audience)'s pages with their lift, counted
 * on first ask and again once an hour old, so a site asking for every visitor costs a lookup.
 */
export function recommendedPages(events: EventStore, domain: string, audienceId: number, now = Date.now()): Promise<RecommendedPage[]> {
  return tables.get(events, `${domain}\u0000${audienceId}`, () => audiencePages(events, domain, audienceId, now), now);
}
