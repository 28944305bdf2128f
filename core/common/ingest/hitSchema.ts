import * as yup from 'yup';
import { fieldsCast, type HitField, list, NOT_PLAIN, object, oneOf, optionalObject, optionalText, positiveInteger, requiredPositiveInteger, requiredText, shapeOf, text, textRecord, token } from './hitField';

/** At most this many hits in one collect request. */
export const MAX_HITS_PER_REQUEST = 50;
const MAX_META_TAGS = 100;

const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,64}$/;
/** A visitor id as the tracker makes them; other senders of visitor ids (an SDK) are held to it too. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const VISITOR_ID_RULE = '8 to 64 letters, digits, "-" or "_"';
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** `event` names a tracked event on type "event"; a page view drops it. */
const eventName = {
  schema: yup.string().when('type', {
    is: 'event',
    then: (s) => s.required('event is required for type "event".').matches(EVENT_NAME, 'event must be 1 to 64 letters, digits, "_", ".", ":" or "-".'),
    otherwise: (s) => s.strip(),
  }),
  cast: (value: unknown, hit: Record<string, unknown>) => {
    if (hit.type === 'event') return typeof value === 'string' && EVENT_NAME.test(value) ? value : NOT_PLAIN;
    return value === undefined || typeof value === 'string' ? undefined : NOT_PLAIN;
  },
} satisfies HitField;

/**
 * The fields of one hit, each with its yup schema and its fast cast (see HitField): the only
 * place a hit's fields and limits are written.
 */
const HIT_FIELDS = {
  type: oneOf(['pageview', 'event'], 'type must be "pageview" or "event".', 'type is required.'),
  domain: requiredText(253, { required: 'domain is required.', trim: true, lowercase: true }),
  url: requiredText(2048, { required: 'url is required.', trim: true, pattern: [HTTP_URL, 'url is not a valid http(s) URL.'] }),
  title: text(1000),
  referrer: text(2048),
  visitorId: token(VISITOR_ID, `visitorId must be ${VISITOR_ID_RULE}.`),
  meta: textRecord(MAX_META_TAGS, 2000, `meta must map at most ${MAX_META_TAGS} tag names to texts.`),
  event: eventName,
  label: text(500),
  question: optionalObject({
    id: requiredPositiveInteger('question.id is required.'),
    text: requiredText(1000, { required: 'question.text is required.' }),
    answers: list(object({ id: requiredPositiveInteger(), answer: requiredText(500) }), 100),
    // What the question table shows besides the text (management §3 "Question").
    categoryId: positiveInteger(),
    title: optionalText(500),
    language: optionalText(10),
  }),
  answerId: positiveInteger(),
  // The element (poll 1, quiz 2, personality test 6) a question belongs to: ads are placed on its cover and results.
  element: optionalObject({
    id: requiredPositiveInteger('element.id is required.'),
    type: requiredPositiveInteger('element.type is required.'),
    name: requiredText(500, { required: 'element.name is required.' }),
  }),
  // The ad an ad view or a CTA click is about (the ads plugin counts them per ad).
  adId: positiveInteger(),
  form: optionalObject({
    id: requiredPositiveInteger('form.id is required.'),
    title: text(500),
    fields: textRecord(100, 1000, 'form.fields must map field names to texts.'),
    // The form's contact address, a column of the lead form table (management §3 "Form").
    email: optionalText(255),
  }),
};

/**
 * One hit of `POST /api/v1/collect`: a page view or a tracked event. The tracker builds it
 * and the server validates it with this same schema; unknown fields are dropped, so an
 * older server accepts a newer tracker.
 */
export const hitSchema = yup
  .object(shapeOf(HIT_FIELDS))
  // A page view drops `event` (stripped, so its own schema never checks it): still, it must be text if sent.
  .test('event-text', 'event must be a text.', function () {
    const event = (this.originalValue as Record<string, unknown> | undefined)?.event;
    return event === undefined || typeof event === 'string' || this.createError({ path: 'event' });
  });

export type Hit = yup.InferType<typeof hitSchema>;

const castHitFields = fieldsCast(HIT_FIELDS);

/** A collect body: one hit or a list of 1 to MAX_HITS_PER_REQUEST hits. */
export const hitListSchema = yup
  .array()
  .of(hitSchema.required())
  .min(1, 'At least one hit is required.')
  .max(MAX_HITS_PER_REQUEST, `At most ${MAX_HITS_PER_REQUEST} hits per request.`)
  .required();

/**
 * The collect fast path: a hit made only of plain, valid values is cast here exactly as
 * `hitSchema` with `stripUnknown` casts it, field by field from the same table. Anything else
 * returns undefined, and the caller validates with yup, so every error still comes from the schema.
 */
export function castPlainHit(value: unknown): Hit | undefined {
  const hit = castHitFields(value);
  return hit === NOT_PLAIN ? undefined : (hit as Hit);
}
