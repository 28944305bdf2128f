import { ALL_DOMAINS, DEVICE_TYPES } from '../../../core/common/entities';
import * as yup from 'yup';
import { entityVersion } from '../../../core/common/entities';
import { apiParams, INPUT_LIMITS, lazyMessage, validators } from '../../../core/common/validation';
import { answerRefs, catalogueRefs } from '../../audiences/common/catalogueRefs';
import { TRACKING_EVENTS, type TrackingEvent } from './Tracking';

/** The earliest start or end date (management §5, §9). */
export const TRACKING_EARLIEST_DAY = '2018-01-01';
export const TRACKING_NAME_MAX = 50;

// concat merges presence too: `required` goes last so an optional part cannot undo it.
const name = validators.min('Name', 3).concat(validators.max('Name', TRACKING_NAME_MAX)).concat(validators.required('Name'));

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
  device_type: apiParams.oneOf('device_type', DEVICE_TYPES).required(lazyMessage('required', { field: 'device_type' })),
  auto_assignment: apiParams.boolean('auto_assignment').default(false),
  active: apiParams.boolean('active').default(true),
  assignedQuestions: catalogueRefs('assignedQuestions'),
  assignedAnswers: answerRefs('assignedAnswers'),
  assignedForms: catalogueRefs('assignedForms'),
  assignedAds: apiParams.ids('assignedAds'),
  assignedPixels: apiParams.ids('assignedPixels'),
  assignedEvents: apiParams.list<TrackingEvent>('assignedEvents', apiParams.oneOf('assignedEvents[]', TRACKING_EVENTS).required()),
});

export type TrackingInput = yup.InferType<typeof trackingSchema>;

/** An update's body: the fields but the active flag (toggleState's), and the version the edit started from (a stale one is refused with 409). */
export const trackingUpdateSchema = trackingSchema.omit(['active']).shape({ version: entityVersion() });
