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
 * for each id it carries — with `class`, only its ids of that class (EventListDeclaration.classedBy);
 * a bucket is the UTC start of the local time bucket (TimeBuckets).
 */
export type EventDimension = EventField | { list: string; class?: number } | { bucket: HistogramInterval; timeZone: string };

/** A condition on rows besides the filter's. */
export type EventCondition =
  | { field: EventField; in: readonly string[] }
  | { field: EventField; notIn: readonly string[] }
  /** Case-insensitive substring. */
  | { field: EventField; contains: string }
  /** The (first, second) field pair is one of `in` (pages as domain and path). */
  | { pair: readonly [EventField, EventField]; in: readonly (readonly [string, string])[] }
  /** The row carries the id `has` in its list `list` (a plugin's id list: the ad a view was of). */
  | { list: string; has: number };

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
  /**
   * The ids of another list a row carries whose visitor holds them with an assignment score
   * (ListAssignment.score) of at least `minScore`: the audience overview's data quality, counted
   * like any list (from the roll-ups, no join). The plugin's ingest fills it beside that list; a
   * store that gains its column fills it for the rows it already holds from their assignments.
   */
  scoredFrom?: { list: string; minScore: number };
  /**
   * Ids up to 2^53 (stored as BIGINT): for a plugin that derives its ids from what they stand for
   * (a hash, so the ingest names them without a database round trip) rather than from a counter.
   */
  wideIds?: boolean;
  /**
   * Another declared list the ingest fills beside this one, position by position, with each id's
   * class (a kind of id: ids of one class are counted apart from the rest, `{ list, class }`).
   */
  classedBy?: string;
  /**
   * Keep the visitors of each id per UTC day in a roll-up of their own — one row per day, domain,
   * id (and class) and visitor — so exact distinct visitors per id over days read it, not the
   * events. For lists whose rows carry several ids out of very many, which a place in the visitor
   * roll-up would multiply.
   */
  visitorsPerId?: boolean;
}

/** Distinct visitors whose rows carried at least one of `ids` of `list` (optionally all of one class: it narrows the read). */
export interface VisitorsOfIdsQuery {
  list: string;
  ids: readonly number[];
  class?: number;
  range: TimeRange;
  domain?: string | readonly string[];
}

/**
 * What earns a past assignment: rows carrying one of `ids` of `list` (on one of `domains`, all
 * when absent; `class`: the ids are all of that class, which narrows the read), or visitors already known with the instant and domain of their first match (a
 * plugin that keeps the matching data itself, e.g. form submissions).
 */
export type PastMatching =
  | { list: string; ids: readonly number[]; class?: number; domains?: readonly string[] }
  | { visitors: readonly { visitorId: string; ts: number; domain: string }[] };

/** Visitors `matching` finds in `range`, less those who hold `notHolding` already (EventStore.countPastMatches). */
export interface PastMatchQuery {
  range: TimeRange;
  matching: PastMatching;
  notHolding?: { list: string; id: number };
}

/** Assigns `id` of `list` with `score`, in the past, to the visitors `matching` finds in `range` (EventStore.assignPast). */
export interface PastAssignmentQuery {
  list: string;
  id: number;
  score: number;
  range: TimeRange;
  matching: PastMatching;
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
