/**
 * The monitoring filter every event resource takes (spec §7): from, to, timezone, interval,
 * domain (one or a list), page, terms, usePinpollAudiences. Core vocabulary: the event store
 * compiles it (core/server/events/duckdb/eventFilterSql.ts), plugins validate it with eventFilterSchema.
 */

/**
 * Fields a term may filter (spec §3 Term filter): the event rows' own fields, and audience,
 * audienceId and channel, which filter the id lists the audiences and channels plugins declare
 * (with a plugin disabled, its terms match nothing).
 */
export const TERM_FIELD_NAMES = [
  'audience',
  'audienceId',
  'channel',
  'domain',
  'page',
  'device',
  'browser',
  'os',
  'referrer',
  'referrerType',
  'event',
  'label',
] as const;

/** The term fields on the id lists plugins declare (audiences, channels): their values are ids. */
export const ID_TERM_FIELDS: readonly string[] = ['audience', 'audienceId', 'channel'];

/** Histogram intervals of spec §9. */
export const HISTOGRAM_INTERVALS = ['5m', '30m', '1h', '1d'] as const;
export type HistogramInterval = (typeof HISTOGRAM_INTERVALS)[number];

/** One term of the filter (spec §3 Term filter): equals one value, or contains any of several. */
export type TermFilter = {
  field: string;
  value: string | number | readonly (string | number)[];
};

export type EventFilter = {
  from?: number;
  to?: number;
  /** IANA zone for bucketing and day boundaries; UTC when absent. */
  timezone?: string;
  interval?: string;
  domain?: string | readonly string[];
  /** URL path of one page, e.g. /sport/football. */
  page?: string;
  terms?: readonly TermFilter[];
  /** Read by the audience resources (Pinpoll-wide audiences shown to everyone). */
  usePinpollAudiences?: boolean;
};

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
