import type { PartAggregate } from './rolledScan';

/** Page views: over events and over a roll-up (whose rows hold their page views summed). */
export const PAGE_VIEWS: PartAggregate = { sql: "count(*) FILTER (WHERE kind = 'pageview')", merge: 'sum', rollup: 'sum(pageviews)' };

/** Tracked events (everything that is not a page view). */
export const EVENT_COUNT: PartAggregate = { sql: "count(*) FILTER (WHERE kind = 'event')", merge: 'sum', rollup: 'sum(events)' };

/** The latest instant (epoch ms) of the rows counted. */
export const LATEST: PartAggregate = { sql: 'max(ts)', merge: 'max', rollup: 'max(last_ts)' };

/** Every row counted (page views and events). */
export const HITS: PartAggregate = { sql: 'count(*)', merge: 'sum', rollup: 'sum(pageviews + events)' };
