import * as yup from 'yup';
import { entityVersion } from '../../../core/common/entities';
import { apiParams, lazyMessage, safeText, validators } from '../../../core/common/validation';
import { AUDIENCE_TYPES } from './Audience';

/** Names are 3–30 characters (management §5, counter 30). */
export const AUDIENCE_NAME_MAX = 30;
const AUDIENCE_NAME_MIN = 3;
const TYPE_IDS = Object.values(AUDIENCE_TYPES);
const AUDIENCE_KEYWORDS_MAX = 500;

// concat merges presence too: `required` goes last so an optional part cannot undo it.
const name = (field: string) => validators.min(field, AUDIENCE_NAME_MIN).concat(validators.max(field, AUDIENCE_NAME_MAX)).concat(validators.required(field));

/**
 * An audience's fields (management §3, §5): German and English names, type (1 interest,
 * 2 property), an optional parent of the same type, the image's file name and the admins'
 * is_pinpoll and is_aitopic flags, and the keywords of an AI topic. Client form and server routes share it; what only the server
 * knows (the parent is visible, the caller may set a flag) the routes check.
 */
export const audienceSchema = yup.object({
  german: name('German'),
  english: name('English'),
  type_id: apiParams
    .wholeNumber('type_id')
    .oneOf(TYPE_IDS, lazyMessage('oneOfValues', { field: 'type_id', values: TYPE_IDS.join(', ') }))
    .required(lazyMessage('required', { field: 'type_id' })),
  /** null or absent: a root of its type's tree. */
  parent_id: apiParams.id('parent_id').nullable().default(null),
  /** Absent: unchanged (created without an image, false flags). */
  filename: safeText(255, { trim: true }).nullable(),
  /** Absent: unchanged. Words the AI-topic classifier learns besides the names, separated by commas. */
  keywords: safeText(AUDIENCE_KEYWORDS_MAX, { trim: true }).nullable(),
  is_pinpoll: apiParams.boolean('is_pinpoll'),
  is_aitopic: apiParams.boolean('is_aitopic'),
});

export type AudienceInput = yup.InferType<typeof audienceSchema>;

/** An update's body: the fields and the version the edit started from (a stale one is refused with 409). */
export const audienceUpdateSchema = audienceSchema.shape({ version: entityVersion() });
