import type { EventFilter, HistogramInterval } from '../../common/events/eventFilter';
import type { TimeRange } from './TimeRange';

/**
 * What a resource counts, said without SQL: the store compiles it for its engine (DuckDB
 * embedded, ClickHouse distributed), reading roll-ups and caching settled hours as it can.
 */

/** The text fields of every event row (names of the monitoring filter: `page` is the URL path). */
export const EVENT_FIELDS = ['kind', 'event', 'label', 'domain', 'page', 'device', 'browser', 'os', 'referrer', 'referrerType'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

/** Fields a row keeps the latest value of per group (page titles and images). */
export type LatestField = 'title' | 'image';

/**
 * What rows are grouped by. A list field (a plugin's id list, e.g. audience) counts a row once
 * for each id it carries; a bucket is the UTC start of the local time bucket (TimeBuckets).
 */
export type EventDimension = EventField | { list: string } | { bucket: HistogramInterval; timeZone: string };

/** A condition on rows besides the filter's. */
export type EventCondition =
  | { field: EventField; in: readonly string[] }
  | { field: EventField; notIn: readonly string[] }
  /** Case-insensitive substring. */
  | { field: EventField; contains: string }
  /** The (first, second) field pair is one of `in` (pages as domain and path). */
  | { pair: readonly [EventField, EventField]; in: readonly (readonly [string, string])[] };

/** Rows counted: page views, tracked events, or both. */
export type CountedRows = 'views' | 'events' | 'hits';

/**
 * What is measured per group: a count of rows (optionally only rows meeting conditions), exact
 * distinct visitors, the latest instant, or a field's value at the group's latest row.
 */
export type EventMeasure = CountedRows | 'users' | 'latest' | { count: CountedRows; where: readonly EventCondition[] } | { latestOf: LatestField };

export interface EventQuery<M extends Record<string, EventMeasure | undefined>> {
  /** Names the query: with the filter and the conditions it keys the store's cache of settled hours. */
  name: string;
  range: TimeRange;
  /** The monitoring filter's domain, page and terms (its from/to are not read: `range` is). */
  filter?: EventFilter;
  where?: readonly EventCondition[];
  groupBy?: readonly EventDimension[];
  /** Measures by the name rows carry them under; one left undefined (counted only for some filters) reads 0. */
  measures: M;
  /** Only the first rows (top pages): the store cuts before it looks up latest values. */
  top?: EventTop<M>;
}

/** An order and a cut: measures by name (largest first), then groups by index (smallest first). */
export interface EventTop<M> {
  by: readonly ((keyof M & string) | number)[];
  limit: number;
  /** `limit` rows per value of the first group (top pages per domain). */
  perFirstGroup?: boolean;
}

/** A group's key: texts for fields, ids for lists, the bucket's UTC start (epoch ms) for buckets. */
export type EventGroupKey = string | number;

export type EventCountRow<M extends Record<string, EventMeasure | undefined>> = { groups: EventGroupKey[] } & {
  [K in keyof M]: M[K] extends { latestOf: LatestField } ? string : number;
};

/**
 * An id list a plugin adds to every event row (EventRow.lists[name]): the channels a page
 * matched, the audiences a visitor held. The filter's `terms` fields listed here filter it.
 */
export interface EventListDeclaration {
  /** Lower-case identifier: the store names its column after it. */
  name: string;
  /** Term fields of the monitoring filter that select rows carrying one of the term's ids. */
  terms: readonly string[];
  /** Keep roll-ups by this list (counts per id over long ranges, distinct visitors per id over days). */
  rolledUp?: boolean;
}

/** Visitors newly assigned to one id of a list (ListAssignment) per UTC bucket of `bucketMs`. */
export interface AssignmentQuery {
  list: string;
  id: number;
  /** Assignments carry the domain but no page or other list: only the domain narrows them. */
  domain?: string | readonly string[];
  range: TimeRange;
  bucketMs: number;
}
