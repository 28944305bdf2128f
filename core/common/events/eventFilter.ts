/**
 * The monitoring filter every event resource takes (spec §7): from, to, timezone, interval,
 * domain (one or a list), page, terms, usePinpollAudiences. Core vocabulary: the server turns
 * it into SQL (core/server/events/eventFilter.ts), plugins validate it with eventFilterSchema.
 */

/** Fields a term may filter, as the event rows carry them (audience and channel ids are lists per row). */
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
export type TermFieldName = (typeof TERM_FIELD_NAMES)[number];

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
