import * as yup from 'yup';

/** Tracked events the spec names (management §3 Tracking events); any other name is a custom event. */
export const TRACKED_EVENTS = ['question_view', 'vote', 'vote_click', 'lead_form_submit', 'cta_click'] as const;

/** At most this many hits in one collect request. */
export const MAX_HITS_PER_REQUEST = 50;
const MAX_META_TAGS = 100;

const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,64}$/;
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

const text = (max: number) => yup.string().max(max, `\${path} may not be longer than ${max} characters.`);

const questionSchema = yup
  .object({
    id: yup.number().integer().positive().required('question.id is required.'),
    text: text(1000).required('question.text is required.'),
    answers: yup
      .array()
      .of(yup.object({ id: yup.number().integer().positive().required(), answer: text(500).required() }))
      .max(100)
      .default([]),
  })
  .default(undefined);

const formSchema = yup
  .object({
    id: yup.number().integer().positive().required('form.id is required.'),
    title: text(500).default(''),
    fields: yup
      .mixed<Record<string, string>>()
      .test('fields', 'form.fields must map field names to texts.', (v) => v === undefined || isStringRecord(v, 100, 1000))
      .default(() => ({})),
  })
  .default(undefined);

/**
 * One hit of `POST /api/v1/collect`: a page view or a tracked event. The tracker builds it
 * and the server validates it with this same schema; unknown fields are dropped, so an
 * older server accepts a newer tracker.
 */
export const hitSchema = yup
  .object({
    type: yup.string().oneOf(['pageview', 'event'] as const, 'type must be "pageview" or "event".').required('type is required.'),
    domain: yup.string().trim().lowercase().max(253).required('domain is required.'),
    url: yup.string().trim().max(2048).matches(HTTP_URL, 'url is not a valid http(s) URL.').required('url is required.'),
    title: text(1000).default(''),
    referrer: text(2048).default(''),
    visitorId: yup.string().matches(VISITOR_ID, 'visitorId must be 8 to 64 letters, digits, "-" or "_".'),
    meta: yup
      .mixed<Record<string, string>>()
      .test('meta', `meta must map at most ${MAX_META_TAGS} tag names to texts.`, (v) => v === undefined || isStringRecord(v, MAX_META_TAGS, 2000))
      .default(() => ({})),
    event: yup.string().when('type', {
      is: 'event',
      then: (s) => s.required('event is required for type "event".').matches(EVENT_NAME, 'event must be 1 to 64 letters, digits, "_", ".", ":" or "-".'),
      otherwise: (s) => s.strip(),
    }),
    label: text(500).default(''),
    question: questionSchema,
    answerId: yup.number().integer().positive(),
    form: formSchema,
  });

export type Hit = yup.InferType<typeof hitSchema>;

/** A collect body: one hit or a list of 1 to MAX_HITS_PER_REQUEST hits. */
export const hitListSchema = yup
  .array()
  .of(hitSchema.required())
  .min(1, 'At least one hit is required.')
  .max(MAX_HITS_PER_REQUEST, `At most ${MAX_HITS_PER_REQUEST} hits per request.`)
  .required();

/**
 * The collect fast path: yup costs ~0.1 ms a hit, most of the endpoint's CPU. A hit made only of
 * plain, valid values — page views, events, and votes and forms with their question, answer id
 * or form — is cast here exactly as `hitSchema` with `stripUnknown` casts it. Anything else — a
 * wrong type (even one yup would cast, like "5" for a number), a failing rule — returns
 * undefined, and the caller validates with yup, so every error still comes from the schema.
 */
export function castPlainHit(value: unknown): Hit | undefined {
  if (!isPlainObject(value)) return undefined;
  const v = value;
  if (v.type !== 'pageview' && v.type !== 'event') return undefined;
  if (typeof v.domain !== 'string' || typeof v.url !== 'string') return undefined;
  const domain = v.domain.trim().toLowerCase();
  const url = v.url.trim();
  if (!domain || domain.length > 253 || !url || url.length > 2048 || !HTTP_URL.test(url)) return undefined;
  const title = plainText(v.title, 1000);
  const referrer = plainText(v.referrer, 2048);
  const label = plainText(v.label, 500);
  if (title === undefined || referrer === undefined || label === undefined) return undefined;
  if (v.visitorId !== undefined && (typeof v.visitorId !== 'string' || !VISITOR_ID.test(v.visitorId))) return undefined;
  if (v.meta !== undefined && !isStringRecord(v.meta, MAX_META_TAGS, 2000)) return undefined;
  if (v.type === 'event' ? typeof v.event !== 'string' || !EVENT_NAME.test(v.event) : v.event !== undefined && typeof v.event !== 'string') return undefined;
  if (v.answerId !== undefined && !isPositiveInteger(v.answerId)) return undefined;
  const question = v.question === undefined ? undefined : castQuestion(v.question);
  const form = v.form === undefined ? undefined : castForm(v.form);
  if ((v.question !== undefined && !question) || (v.form !== undefined && !form)) return undefined;
  // question, form and answerId stay absent when not sent, as in yup's output (its type lists them as present-but-undefined)
  const hit = { type: v.type, domain, url, title, referrer, meta: (v.meta as Record<string, string> | undefined) ?? {}, label } as Hit;
  if (v.visitorId !== undefined) hit.visitorId = v.visitorId;
  if (v.type === 'event') hit.event = v.event as string;
  if (question) hit.question = question;
  if (v.answerId !== undefined) hit.answerId = v.answerId as number;
  if (form) hit.form = form;
  return hit;
}

/** `question` as questionSchema casts it, or undefined when yup must judge it. */
function castQuestion(value: unknown): Hit['question'] | undefined {
  if (!isPlainObject(value) || !isPositiveInteger(value.id) || !isRequiredText(value.text, 1000)) return undefined;
  if (value.answers === undefined) return { id: value.id, text: value.text, answers: [] };
  if (!Array.isArray(value.answers) || value.answers.length > 100) return undefined;
  const answers: { id: number; answer: string }[] = [];
  for (const answer of value.answers) {
    if (!isPlainObject(answer) || !isPositiveInteger(answer.id) || !isRequiredText(answer.answer, 500)) return undefined;
    answers.push({ id: answer.id, answer: answer.answer });
  }
  return { id: value.id, text: value.text, answers };
}

/** `form` as formSchema casts it, or undefined when yup must judge it. */
function castForm(value: unknown): Hit['form'] | undefined {
  if (!isPlainObject(value) || !isPositiveInteger(value.id)) return undefined;
  const title = plainText(value.title, 500);
  if (title === undefined || (value.fields !== undefined && !isStringRecord(value.fields, 100, 1000))) return undefined;
  return { id: value.id, title, fields: (value.fields as Record<string, string> | undefined) ?? {} };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** yup's required() refuses the empty string. */
function isRequiredText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

/** A text field of the fast path: its value, '' when absent, undefined when yup must judge it. */
function plainText(value: unknown, max: number): string | undefined {
  if (value === undefined) return '';
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

function isStringRecord(value: unknown, maxKeys: number, maxLength: number): boolean {
  if (!isPlainObject(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= maxKeys && entries.every(([k, v]) => k.length > 0 && k.length <= 100 && typeof v === 'string' && v.length <= maxLength);
}
