import * as yup from 'yup';
import { type EventFilter, eventFilterQuerySchema, instant } from '../../../core/common/events';
import { apiParams, lazyMessage, safeText } from '../../../core/common/validation';
import { COMPARE_OPTIONS, type CompareOption } from './compareOptions';

/** The monitoring filter of spec §7 plus the comparison and list size the monitoring resources take. */
export const monitoringFilterSchema = eventFilterQuerySchema.shape({
  /** Histograms and tools stats: the same buckets of yesterday or of last week. */
  compare: apiParams.oneOf<CompareOption>('compare', COMPARE_OPTIONS).optional(),
  /**
   * What lists, totals and histograms count. `views`: page views only — distinct users are not
   * counted (a long range then reads roll-ups, not every event) and left out of the reply — and
   * lists in page-view order (the content page; a card under usePageViews, OP-28). Default: both.
   */
  metric: apiParams.oneOf('metric', ['users', 'views'] as const).optional(),
  /** Lists: rows to return (default 10; trending pages ask for 15). */
  size: apiParams.count('size', 1, 50).optional(),
});

export type MonitoringFilter = yup.InferType<typeof monitoringFilterSchema> & EventFilter;

/** Whether a filter asks for distinct users (see `metric`). */
export const countsUsers = (filter: Pick<MonitoringFilter, 'metric'>): boolean => filter.metric !== 'views';

/** eventHistory, eventHistogram: the event, optional label, top-pages count and a comparison range (spec §7). */
export const eventFilterSchema = monitoringFilterSchema.shape({
  eventName: safeText(100).required(lazyMessage('required', { field: 'eventName' })),
  label: safeText(500).optional(),
  count: apiParams.count('count', 0, 50).optional(),
  compareFrom: instant('compareFrom'),
  compareTo: instant('compareTo'),
});
export type EventResourceFilter = yup.InferType<typeof eventFilterSchema> & EventFilter;

/** labels: the event whose labels are listed. */
export const labelsFilterSchema = monitoringFilterSchema.shape({ event: safeText(100).required(lazyMessage('required', { field: 'event' })) });
export type LabelsFilter = yup.InferType<typeof labelsFilterSchema> & EventFilter;

const COMPLETE_FIELDS = ['domain', 'page'] as const;

/** complete: autocomplete for the add-filter form (spec §5: fields domain and page, at least 2 characters). */
export const completeFilterSchema = monitoringFilterSchema.shape({
  field: apiParams.oneOf('field', COMPLETE_FIELDS).required(lazyMessage('required', { field: 'field' })),
  value: safeText(2048).required(lazyMessage('required', { field: 'value' })).min(2, lazyMessage('min', { field: 'value', min: 2 })),
});
export type CompleteFilter = yup.InferType<typeof completeFilterSchema> & EventFilter;
