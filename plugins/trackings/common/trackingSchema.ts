import * as yup from 'yup';
import { entityVersion } from '../../../core/common/entities';
import { apiParams, INPUT_LIMITS, lazyMessage, safeText, validators } from '../../../core/common/validation';
import { ALL_DOMAINS, TRACKING_DEVICE_TYPES, TRACKING_EVENTS, type AnswerRef, type CatalogueRef, type TrackingEvent } from './Tracking';

/** The earliest start or end date (management §5, §9). */
export const TRACKING_EARLIEST_DAY = '2018-01-01';
export const TRACKING_NAME_MAX = 50;
/** Items one assignment list may hold: an input limit, not a rule of the spec (TK-13 sets none). */
const ASSIGNED_MAX = 500;
/** A domain's title (domains.title: a host name). */
const DOMAIN_MAX = 253;

// concat merges presence too: `required` goes last so an optional part cannot undo it.
const name = validators.min('Name', 3).concat(validators.max('Name', TRACKING_NAME_MAX)).concat(validators.required('Name'));

const list = <T>(field: string, item: yup.Schema<T>) =>
  yup
    .array(item)
    .typeError(lazyMessage('invalid'))
    .max(ASSIGNED_MAX, lazyMessage('maxItems', { field, max: ASSIGNED_MAX }))
    .default([]);
const ids = (field: string) => list(field, apiParams.id(`${field}[]`).required());
const domain = (field: string) => safeText(DOMAIN_MAX, { trim: true, field }).required(lazyMessage('required', { field }));
const catalogueRefs = (field: string) =>
  list<CatalogueRef>(field, yup.object({ id: apiParams.id(`${field}[].id`).required(lazyMessage('required', { field: `${field}[].id` })), domain: domain(`${field}[].domain`) }).required());
const answerRefs = (field: string) =>
  list<AnswerRef>(
    field,
    yup
      .object({
        domain: domain(`${field}[].domain`),
        questionId: apiParams.id(`${field}[].questionId`).required(lazyMessage('required', { field: `${field}[].questionId` })),
        answerId: apiParams.id(`${field}[].answerId`).required(lazyMessage('required', { field: `${field}[].answerId` })),
      })
      .required(),
  );

/**
 * A tracking's fields (management §5, TK-08..TK-13): name 3–50; dates optional YYYY-MM-DD from
 * 2018-01-01, the end not before the start; a domain (0: all; the server also checks it is one
 * of the caller's); a device type and events from their lists; no rules on the assignments.
 * The wizard and the create and update routes share it.
 */
export const trackingSchema = yup.object({
  name,
  start_date: validators.day('start_date', TRACKING_EARLIEST_DAY),
  end_date: validators.dayNotBefore('end_date', 'start_date', TRACKING_EARLIEST_DAY),
  domain_id: apiParams
    .wholeNumber('domain_id')
    .min(ALL_DOMAINS, lazyMessage('minValue', { field: 'domain_id', min: ALL_DOMAINS }))
    .max(INPUT_LIMITS.idMax, lazyMessage('maxValue', { field: 'domain_id', max: INPUT_LIMITS.idMax }))
    .required(lazyMessage('required', { field: 'domain_id' })),
  device_type: apiParams.oneOf('device_type', TRACKING_DEVICE_TYPES).required(lazyMessage('required', { field: 'device_type' })),
  auto_assignment: apiParams.boolean('auto_assignment').default(false),
  active: apiParams.boolean('active').default(true),
  assignedQuestions: catalogueRefs('assignedQuestions'),
  assignedAnswers: answerRefs('assignedAnswers'),
  assignedForms: catalogueRefs('assignedForms'),
  assignedAds: ids('assignedAds'),
  assignedPixels: ids('assignedPixels'),
  assignedEvents: list<TrackingEvent>('assignedEvents', apiParams.oneOf('assignedEvents[]', TRACKING_EVENTS).required()),
});

export type TrackingInput = yup.InferType<typeof trackingSchema>;

/** An update's body: the fields but the active flag (toggleState's), and the version the edit started from (a stale one is refused with 409). */
export const trackingUpdateSchema = trackingSchema.omit(['active']).shape({ version: entityVersion() });
