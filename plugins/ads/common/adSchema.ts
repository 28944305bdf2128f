import { ALL_DOMAINS, DEVICE_TYPES } from '../../../core/common/entities';
import * as yup from 'yup';
import { entityVersion } from '../../../core/common/entities';
import { apiParams, INPUT_LIMITS, lazyMessage, requiredId, validators } from '../../../core/common/validation';
import { answerRefs, catalogueRefs } from '../../audiences/common/catalogueRefs';
import { AD_ELEMENT_TYPES, AD_EXPERIENCE_TYPES, type AdExperienceItem } from './adExperiences';
import { AD_POSITIONS, AD_TIMINGS, allowedPositions, type AdPosition, type AdTiming } from './adPlacement';
import { customTargetingText } from './customTargeting';
import { googleAdSettingsSchema } from './googleAdSettings';

const AD_NAME_MAX = 100;
const AD_HEADLINE_MAX = 100;
const AD_CTA_LABEL_MAX = 25;
const AD_TARGET_URL_MAX = 2000;
/** Longest tag the API stores: an input limit, not a rule of the spec. */
const CODE_MAX = 20_000;

// In a concat `required` goes last, so an optional part cannot undo it.
const required = (field: string) => lazyMessage('required', { field });
const flag = (field: string) => apiParams.boolean(field).default(false);
const optionalText = (field: string, max: number) => validators.max(field, max).nullable().default(null);

/** AD-36: one experience item; restrict_to_question_number null for single and multi question elements alike. */
const experienceItem = yup
  .object({
    element_type_id: yup.number().oneOf(Object.values(AD_ELEMENT_TYPES), lazyMessage('oneOf', { field: 'adExperiences[].element_type_id' })).required(required('adExperiences[].element_type_id')),
    experience_type_id: yup.number().oneOf(Object.values(AD_EXPERIENCE_TYPES), lazyMessage('oneOf', { field: 'adExperiences[].experience_type_id' })).required(required('adExperiences[].experience_type_id')),
    restrict_to_question_number: yup.mixed<1 | 2>().nullable().oneOf([1, 2, null], lazyMessage('oneOf', { field: 'adExperiences[].restrict_to_question_number' })).default(null),
  })
  .required() as yup.Schema<AdExperienceItem>;

/**
 * An ad's fields (management §3, §5; AD-46 … AD-53, AD-56 … AD-62): name ≤ 100; a position the
 * timing allows (AD-22 … AD-24) and a timing; delay ≥ 1, duration ≥ 0; a domain (0: all; the
 * server also checks it is one of the caller's) and a device type; teaser ≤ 100, CTA label ≤ 25;
 * a target URL ≤ 2000; a tag unless native; the Google settings; the inventory (questions,
 * answers, element covers and results, or experiences — at least one when all-experiences is on,
 * AD-37); targeting (audiences, categories, custom key/values as a JSON string or null) and the
 * organisations it is shared with. The dialog and the create and update routes share it; what the
 * dialog's rules clear (adjustedAd) the server clears too.
 */
export const adSchema = yup.object({
  name: validators.max('Name', AD_NAME_MAX).concat(validators.required('Name')),
  native: flag('native'),
  rotate: flag('rotate'),
  isStatic: flag('isStatic'),
  display_timing: apiParams.oneOf<AdTiming>('display_timing', AD_TIMINGS).required(required('display_timing')),
  display: apiParams
    .oneOf<AdPosition>('display', AD_POSITIONS)
    .required(required('display'))
    .test('position-for-timing', lazyMessage('positionForTiming', { field: 'display' }), (position, ctx) => {
      const timing: unknown = ctx.parent?.display_timing;
      return !AD_TIMINGS.includes(timing as AdTiming) || allowedPositions(timing as AdTiming).includes(position);
    }),
  delay: validators.minValue('Delay', 1).required(required('Delay')),
  duration: validators.minValue('Duration', 0).required(required('Duration')),
  domain_id: apiParams
    .wholeNumber('domain_id')
    .min(ALL_DOMAINS, lazyMessage('minValue', { field: 'domain_id', min: ALL_DOMAINS }))
    .max(INPUT_LIMITS.idMax, lazyMessage('maxValue', { field: 'domain_id', max: INPUT_LIMITS.idMax }))
    .required(required('domain_id')),
  device_type: apiParams.oneOf('device_type', DEVICE_TYPES).required(required('device_type')),
  headline: optionalText('Teaser', AD_HEADLINE_MAX),
  cta_label: optionalText('CTA label', AD_CTA_LABEL_MAX),
  target_url: validators.url('Target URL').concat(validators.max('Target URL', AD_TARGET_URL_MAX)).concat(validators.required('Target URL')),
  tag: optionalText('Tag', CODE_MAX).when('native', { is: false, then: (tag) => tag.concat(validators.required('Tag')) }),
  nativeTag: optionalText('Native tag', CODE_MAX),
  image: validators.url('Image').concat(validators.max('Image', AD_TARGET_URL_MAX)).nullable().default(null),
  image_data: optionalText('Image data', CODE_MAX),
  settings: googleAdSettingsSchema,
  questions: catalogueRefs('questions'),
  answers: answerRefs('answers'),
  covers: catalogueRefs('covers'),
  results: catalogueRefs('results'),
  allExperiences: flag('allExperiences'),
  adExperiences: apiParams
    .list('adExperiences', experienceItem)
    .when('allExperiences', { is: true, then: (items) => items.min(1, required('adExperiences')) }),
  audience_ids: apiParams.ids('audience_ids'),
  category_ids: apiParams.ids('category_ids'),
  custom_targeting: customTargetingText('custom_targeting'),
  organisations: apiParams.ids('organisations'),
  /** AD-45, OP-59: the user agreed to take questions and answers another dynamic ad is set up on. */
  replace: flag('replace'),
});

export type AdInput = yup.InferType<typeof adSchema>;

/** An update's body: the fields and the version the edit started from (a stale one is refused with 409). */
export const adUpdateSchema = adSchema.shape({ version: entityVersion() });

/** GET pixels: the ad whose views and clicks are asked about. */
export const adPixelsQuerySchema = yup.object({ id: requiredId('id') });
