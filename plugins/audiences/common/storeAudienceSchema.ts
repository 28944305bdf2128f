import * as yup from 'yup';
import { apiParams, lazyMessage, requiredId, safeText } from '../../../core/common/validation';

/** A YouTube video id: letters, digits, `-` and `_` (11 today; a little room). */
const VIDEO_ID = /^[\w-]{1,64}$/;
/** Characters of `imageUrl`: a data URL of the largest upload fits; the route's body limit (the server's MEDIA_MAX_BYTES) is the real bound. */
const IMAGE_URL_MAX_CHARS = 64 * 1024 * 1024;

/**
 * Image post data (management §3, IM-07): the audience, and either an image — `imageUrl` an
 * http(s) URL to import, or with `isBase64` an uploaded file as a data URL — or a video
 * (`ytVideoId`, with `imageUrl` its thumbnail when the dialog has one).
 */
export const storeAudienceSchema = yup
  .object({
    id: requiredId(),
    imageUrl: safeText(IMAGE_URL_MAX_CHARS, { trim: true }).nullable().default(null),
    isBase64: apiParams.boolean('isBase64').default(false),
    ytVideoId: yup.string().typeError(lazyMessage('videoId', { field: 'ytVideoId' })).matches(VIDEO_ID, lazyMessage('videoId', { field: 'ytVideoId' })).nullable().default(null),
  })
  .test('image-or-video', (value, ctx) => (value.imageUrl || value.ytVideoId ? true : ctx.createError({ path: 'imageUrl', message: lazyMessage('required', { field: 'imageUrl' }) })));
