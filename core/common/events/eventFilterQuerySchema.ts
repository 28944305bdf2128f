import * as yup from 'yup';
import { apiParams, INPUT_LIMITS, lazyMessage, parsedJson, safeText } from '../validation';
import { HISTOGRAM_INTERVALS, ID_TERM_FIELDS, isTimeZone, TERM_FIELD_NAMES, type HistogramInterval, type TermFilter } from './eventFilter';

/** Longest range one query may span (retention default is 400 days). */
const MAX_RANGE_DAYS = 400;

/** 9999-12-31T23:59:59.999Z: later instants overflow the date arithmetic of buckets and zones. */
const LAST_INSTANT = 253_402_300_799_999;

/** Epoch milliseconds, or an ISO 8601 date/time (query strings carry either). */
export const instant = (name: string) =>
  yup
    .number()
    .transform((value, original) => (typeof original === 'string' && original.trim() !== '' && !/^-?\d+$/.test(original.trim()) ? Date.parse(original) : value))
    .typeError(lazyMessage('instant', { field: name }))
    .integer(lazyMessage('instant', { field: name }))
    .min(0, lazyMessage('instant', { field: name }))
    .max(LAST_INSTANT, lazyMessage('instant', { field: name }))
    .optional();

const domainField = yup
  .mixed<string | string[]>()
  .optional()
  // The client's API kernel sends lists as JSON (domain=["a","b"]); repeated keys work too.
  .transform((value) => (typeof value === 'string' && value.startsWith('[') ? parsedJson(value) : value))
  .test('domains', lazyMessage('textOrList', { field: 'domain' }), isDomainFilter);

/** Longest domain name (DNS), most domains one filter names, most terms and values of one term. */
const DOMAIN_MAX = 253;
const DOMAINS_MAX = 1000;
const TERMS_MAX = 50;
const TERM_VALUES_MAX = 1000;
const TERM_TEXT_MAX = 2048;

/** One domain or a bounded list of them (a filter's and a dashboard's `domain`). */
export function isDomainFilter(v: unknown): boolean {
  const isDomain = (d: unknown) => typeof d === 'string' && d.length <= DOMAIN_MAX;
  return v === undefined || isDomain(v) || (Array.isArray(v) && v.length <= DOMAINS_MAX && v.every(isDomain));
}

/** An id of a list term: a whole number (or its digits) within the database's integer range. */
const isIdValue = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d{1,10}$/.test(v))) && Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= INPUT_LIMITS.idMax;
const isTextValue = (v: unknown) => (typeof v === 'string' && v.length <= TERM_TEXT_MAX) || (typeof v === 'number' && Number.isFinite(v));

/**
 * A term's value as the event store can compare it: text (or a number) on the event's own
 * fields, ids on the plugins' id lists; one value or a bounded list of them — never an object.
 */
export function isTermValue(field: unknown, value: unknown): boolean {
  const isValue = typeof field === 'string' && ID_TERM_FIELDS.includes(field) ? isIdValue : isTextValue;
  return isValue(value) || (Array.isArray(value) && value.length <= TERM_VALUES_MAX && value.every(isValue));
}

const termsField = yup
  .mixed<TermFilter[]>()
  .optional()
  // Query strings carry terms as JSON, the whole list or one term per parameter:
  // terms=[{"field":"audience","value":12}] or terms={"field":"audience","value":12}&terms=….
  .transform((value) => {
    const parsed = Array.isArray(value) ? value.map(parsedJson) : parsedJson(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? [parsed] : parsed;
  })
  .test('terms', lazyMessage('termList', { field: 'terms' }), (v) => v === undefined || (Array.isArray(v) && v.length <= TERMS_MAX && v.every((t) => t && typeof t === 'object' && isTermValue(t.field, t.value))))
  .test('term-fields', lazyMessage('oneOfValues', { field: 'terms.field', values: TERM_FIELD_NAMES.join(', ') }), (v) => !Array.isArray(v) || v.every((t) => (TERM_FIELD_NAMES as readonly string[]).includes(t?.field)));

/**
 * The monitoring filter of spec §7 (from, to, timezone, interval, domain, page, terms,
 * usePinpollAudiences) as it arrives in a query string. Every event resource validates with
 * it or a `.shape()` of it, so one filter means the same everywhere.
 */
export const eventFilterQuerySchema = yup
  .object({
    from: instant('from'),
    to: instant('to'),
    timezone: safeText(64)
      .optional()
      .test('timezone', lazyMessage('timeZone', { field: 'timezone' }), (v) => v === undefined || isTimeZone(v)),
    interval: apiParams.oneOf<HistogramInterval>('interval', HISTOGRAM_INTERVALS).optional(),
    domain: domainField,
    page: safeText(TERM_TEXT_MAX).optional(),
    terms: termsField,
    usePinpollAudiences: apiParams.boolean('usePinpollAudiences').optional(),
  })
  .test('range', lazyMessage('before', { field: 'from', other: 'to' }), (f) => f.from === undefined || f.to === undefined || f.from < f.to)
  .test('range-length', lazyMessage('daysApart', { field: 'from', other: 'to', max: MAX_RANGE_DAYS }), (f) => f.from === undefined || f.to === undefined || f.to - f.from <= MAX_RANGE_DAYS * 86_400_000);
