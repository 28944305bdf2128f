import * as yup from 'yup';
import { TERM_FIELDS, type EventFilter, type TermFilter } from '../../../core/server/events/eventFilter';
import { HISTOGRAM_INTERVALS, type HistogramInterval } from '../../../core/server/events/timeBuckets';
import { isTimeZone } from '../../../core/server/events/ZoneOffsets';
import { COMPARE_OPTIONS, type CompareOption } from './compareOptions';

/** Longest range one query may span (retention default is 400 days). */
export const MAX_RANGE_DAYS = 400;

/** Epoch milliseconds, or an ISO 8601 date/time (query strings carry either). */
const instant = (name: string) =>
  yup
    .number()
    .transform((value, original) => (typeof original === 'string' && original.trim() !== '' && !/^-?\d+$/.test(original.trim()) ? Date.parse(original) : value))
    .typeError(`${name} must be epoch milliseconds or an ISO 8601 date.`)
    .integer(`${name} must be epoch milliseconds or an ISO 8601 date.`)
    .optional();

const domainField = yup
  .mixed<string | string[]>()
  .optional()
  // The client's API kernel sends lists as JSON (domain=["a","b"]); repeated keys work too.
  .transform((value) => (typeof value === 'string' && value.startsWith('[') ? parseJson(value) : value))
  .test('domains', 'domain must be a text or a list of texts.', (v) => v === undefined || typeof v === 'string' || (Array.isArray(v) && v.every((d) => typeof d === 'string')));

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
  .test('terms', 'terms must be a list of {field, value}.', (v) => v === undefined || (Array.isArray(v) && v.every((t) => t && typeof t === 'object' && typeof t.field === 'string' && (termValue(t.value) || (Array.isArray(t.value) && t.value.every(termValue))))))
  .test('term-fields', `terms field must be one of ${Object.keys(TERM_FIELDS).join(', ')}.`, (v) => !Array.isArray(v) || v.every((t) => t?.field in TERM_FIELDS));

/** The monitoring filter of spec §7 (from, to, timezone, interval, domain, page, terms, usePinpollAudiences) plus compare and size. */
export const monitoringFilterSchema = yup
  .object({
    from: instant('from'),
    to: instant('to'),
    timezone: yup
      .string()
      .optional()
      .test('timezone', 'timezone must be an IANA time zone such as Europe/Vienna.', (v) => v === undefined || isTimeZone(v)),
    interval: yup.mixed<HistogramInterval>().oneOf([...HISTOGRAM_INTERVALS], `interval must be one of ${HISTOGRAM_INTERVALS.join(', ')}.`).optional(),
    domain: domainField,
    page: yup.string().optional(),
    terms: termsField,
    usePinpollAudiences: yup.boolean().typeError('usePinpollAudiences must be true or false.').optional(),
    /** Histograms and tools stats: the same buckets of yesterday or of last week. */
    compare: yup.mixed<CompareOption>().oneOf([...COMPARE_OPTIONS], `compare must be one of ${COMPARE_OPTIONS.join(', ')}.`).optional(),
    /** Lists: rows to return (default 10; trending pages ask for 15). */
    size: yup.number().typeError('size must be a number.').integer('size must be a whole number.').min(1, 'size must be at least 1.').max(50, 'size must be at most 50.').optional(),
  })
  .test('range', 'from must be before to.', (f) => f.from === undefined || f.to === undefined || f.from < f.to)
  .test('range-length', `from and to must be at most ${MAX_RANGE_DAYS} days apart.`, (f) => f.from === undefined || f.to === undefined || f.to - f.from <= MAX_RANGE_DAYS * 86_400_000);

export type MonitoringFilter = yup.InferType<typeof monitoringFilterSchema> & EventFilter;

/** eventHistory, eventHistogram: the event, optional label, top-pages count and a comparison range (spec §7). */
export const eventFilterSchema = monitoringFilterSchema.shape({
  eventName: yup.string().required('eventName is required.'),
  label: yup.string().optional(),
  count: yup.number().typeError('count must be a number.').integer('count must be a whole number.').min(0, 'count must be at least 0.').max(50, 'count must be at most 50.').optional(),
  compareFrom: instant('compareFrom'),
  compareTo: instant('compareTo'),
});
export type EventResourceFilter = yup.InferType<typeof eventFilterSchema> & EventFilter;

/** labels: the event whose labels are listed. */
export const labelsFilterSchema = monitoringFilterSchema.shape({ event: yup.string().required('event is required.') });
export type LabelsFilter = yup.InferType<typeof labelsFilterSchema> & EventFilter;

export const COMPLETE_FIELDS = ['domain', 'page'] as const;

/** complete: autocomplete for the add-filter form (spec §5: fields domain and page, at least 2 characters). */
export const completeFilterSchema = monitoringFilterSchema.shape({
  field: yup.mixed<(typeof COMPLETE_FIELDS)[number]>().oneOf([...COMPLETE_FIELDS], 'field must be domain or page.').required('field is required.'),
  value: yup.string().required('value is required.').min(2, 'value must be at least 2 characters.'),
});
export type CompleteFilter = yup.InferType<typeof completeFilterSchema> & EventFilter;
