import * as yup from 'yup';
import { type EventFilter, eventFilterQuerySchema, instant } from '../../../core/common/events';
import { safeText } from '../../../core/common/validation';
import { COMPARE_OPTIONS, type CompareOption } from './compareOptions';

/** The monitoring filter of spec §7 plus the comparison and list size the monitoring resources take. */
export const monitoringFilterSchema = eventFilterQuerySchema.shape({
  /** Histograms and tools stats: the same buckets of yesterday or of last week. */
  compare: yup.mixed<CompareOption>().oneOf([...COMPARE_OPTIONS], `compare must be one of ${COMPARE_OPTIONS.join(', ')}.`).optional(),
  /**
   * What lists, totals and histograms count. `views`: page views only — distinct users are not
   * counted (a long range then reads roll-ups, not every event) and left out of the reply — and
   * lists in page-view order (the content page; a card under usePageViews, OP-28). Default: both.
   */
  metric: yup.mixed<'users' | 'views'>().oneOf(['users', 'views'], 'metric must be users or views.').optional(),
  /** Lists: rows to return (default 10; trending pages ask for 15). */
  size: yup.number().typeError('size must be a number.').integer('size must be a whole number.').min(1, 'size must be at least 1.').max(50, 'size must be at most 50.').optional(),
});

export type MonitoringFilter = yup.InferType<typeof monitoringFilterSchema> & EventFilter;

/** Whether a filter asks for distinct users (see `metric`). */
export const countsUsers = (filter: Pick<MonitoringFilter, 'metric'>): boolean => filter.metric !== 'views';

/** eventHistory, eventHistogram: the event, optional label, top-pages count and a comparison range (spec §7). */
export const eventFilterSchema = monitoringFilterSchema.shape({
  eventName: safeText(100).required('eventName is required.'),
  label: safeText(500).optional(),
  count: yup.number().typeError('count must be a number.').integer('count must be a whole number.').min(0, 'count must be at least 0.').max(50, 'count must be at most 50.').optional(),
  compareFrom: instant('compareFrom'),
  compareTo: instant('compareTo'),
});
export type EventResourceFilter = yup.InferType<typeof eventFilterSchema> & EventFilter;

/** labels: the event whose labels are listed. */
export const labelsFilterSchema = monitoringFilterSchema.shape({ event: safeText(100).required('event is required.') });
export type LabelsFilter = yup.InferType<typeof labelsFilterSchema> & EventFilter;

export const COMPLETE_FIELDS = ['domain', 'page'] as const;

/** complete: autocomplete for the add-filter form (spec §5: fields domain and page, at least 2 characters). */
export const completeFilterSchema = monitoringFilterSchema.shape({
  field: yup.mixed<(typeof COMPLETE_FIELDS)[number]>().oneOf([...COMPLETE_FIELDS], 'field must be domain or page.').required('field is required.'),
  value: safeText(2048).required('value is required.').min(2, 'value must be at least 2 characters.'),
});
export type CompleteFilter = yup.InferType<typeof completeFilterSchema> & EventFilter;
