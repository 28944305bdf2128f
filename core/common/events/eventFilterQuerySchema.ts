import * as yup from 'yup';
import { apiParams, lazyMessage } from '../validation';
import { HISTOGRAM_INTERVALS, isTimeZone, TERM_FIELD_NAMES, type HistogramInterval, type TermFilter } from './eventFilter';

/** Longest range one query may span (retention default is 400 days). */
const MAX_RANGE_DAYS = 400;

/** Epoch milliseconds, or an ISO 8601 date/time (query strings carry either). */
export const instant = (name: string) =>
  yup
    .number()
    .transform((value, original) => (typeof original === 'string' && original.trim() !== '' && !/^-?\d+$/.test(original.trim()) ? Date.parse(original) : value))
    .typeError(lazyMessage('instant', { field: name }))
    .integer(lazyMessage('instant', { field: name }))
    .optional();

const domainField = yup
  .mixed<string | string[]>()
  .optional()
  // The client's API kernel sends lists as JSON (domain=["a","b"]); repeated keys work too.
  .transform((value) => (typeof value === 'string' && value.startsWith('[') ? parseJson(value) : value))
  .test('domains', lazyMessage('textOrList', { field: 'domain' }), (v) => v === undefined || typeof v === 'string' || (Array.isArray(v) && v.every((d) => typeof d === 'string')));

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const termValue = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

const termsField = yup
  .mixed<TermFilter[]>()
  .optional()
  // Query strings carry terms as JSON, the whole list or one term per parameter:
  // terms=[{"field":"audience","value":12}] or terms={"field":"audience","value":12}&terms=….
  .transform((value) => {
    const parsed = Array.isArray(value) ? value.map(parseJson) : parseJson(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? [parsed] : parsed;
  })
  .test('terms', lazyMessage('termList', { field: 'terms' }), (v) => v === undefined || (Array.isArray(v) && v.every((t) => t && typeof t === 'object' && typeof t.field === 'string' && (termValue(t.value) || (Array.isArray(t.value) && t.value.every(termValue))))))
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
    timezone: yup
      .string()
      .optional()
      .test('timezone', lazyMessage('timeZone', { field: 'timezone' }), (v) => v === undefined || isTimeZone(v)),
    interval: apiParams.oneOf<HistogramInterval>('interval', HISTOGRAM_INTERVALS).optional(),
    domain: domainField,
    page: yup.string().optional(),
    terms: termsField,
    usePinpollAudiences: apiParams.boolean('usePinpollAudiences').optional(),
  })
  .test('range', lazyMessage('before', { field: 'from', other: 'to' }), (f) => f.from === undefined || f.to === undefined || f.from < f.to)
  .test('range-length', lazyMessage('daysApart', { field: 'from', other: 'to', max: MAX_RANGE_DAYS }), (f) => f.from === undefined || f.to === undefined || f.to - f.from <= MAX_RANGE_DAYS * 86_400_000);
