/**
 * Reply shapes of the monitoring resources, in the spec's field names (§3 Data rows).
 * Everywhere: `users` = distinct visitors (exact), `views` and `doc_count` = page views.
 * `users` is absent when the filter's metric is views (page views only).
 */

/** users, views: the totals of the window (realtime default: the last 5 minutes = active users). */
export type TotalsReply = {
  users?: number;
  views: number;
}

/** One row of a number list: devices, browsers, operatingSystems, referrerTypes, referrer, lists of domains and pages. */
export type DataRow = {
  key: string;
  doc_count: number;
  users?: number;
  views: number;
  /** Pages: the host the path belongs to. */
  domain?: string;
  /** Pages: latest title, og:image and the page's address. */
  title?: string;
  image?: string;
  href?: string;
  /** users/domains, views/domains: the domain's top pages; referrerByType: the type's referrers. */
  children?: DataRow[];
}

/** One bucket of users/histogram, views/histogram, eventHistogram. `key` = UTC epoch ms of the bucket start. */
export type HistogramPoint = {
  key: number;
  /** Wall-clock start in the filter's time zone, ISO 8601 with offset. */
  date: string;
  users?: number;
  views: number;
  eventCount: number;
}

/** Event totals (spec: amount, sum): `amount` = events, `sum` = distinct visitors who sent them. */
export type EventTotals = {
  amount: number;
  sum: number;
}

/** eventHistory: totals of the range and of the comparison range, and the top `count` pages of the event. */
export type EventHistoryReply = EventTotals & {
  compare: EventTotals;
  pages: DataRow[];
}

/** toolsStats: one row per UTC hour. `hour` = ISO 8601 start of the hour. */
export type ToolsStatsRow = {
  hour: string;
  key: number;
  votes: number;
  views: number;
}

/** events and labels: a pick list (spec: "a list of events with a text field"). */
export type PickRow = {
  key: string;
  text: string;
  doc_count: number;
}

/** complete: suggestions for the add-filter form. */
export type CompletionRow = {
  key: string;
  doc_count: number;
}

/** A row's count of `metric`; a reply counted by page views only has no users (0). */
export const countOf = (row: { users?: number; views: number }, metric: 'users' | 'views'): number => row[metric] ?? 0;
