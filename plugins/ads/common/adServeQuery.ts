import * as yup from 'yup';
import { apiParams, safeText } from '../../../core/common/validation';
import { CUSTOM_TARGETING_MAX, customTargetingText, isTextObjectJson } from './customTargeting';
import { AD_ELEMENT_TYPES } from './adExperiences';

/** Where in an element the embed asks for an ad: at a question, on the element's cover, on its result. */
export const AD_PLACES = ['question', 'cover', 'result'] as const;
export type AdPlace = (typeof AD_PLACES)[number];

/** When the embed asks: before the vote (for before_vote ads), or once voted (interstitial and after_vote ads). */
const AD_STAGES = ['before_vote', 'after_vote'] as const;

/**
 * GET serve's query (issue 18): the site and the place in one of its elements the embed shows
 * (an element of a type, with its number of questions; a question and, after the vote, the
 * answer; the question's category), the stage it asks at (none: any ad's timing), the visitor (for DMP targeting) and the page's custom
 * key/values, a JSON object of texts as an ad's custom targeting.
 */
export const adServeQuery = yup.object({
  domain: safeText(253, { trim: true, field: 'domain' }).lowercase().required(),
  place: apiParams.oneOf('place', AD_PLACES).default('question'),
  stage: apiParams.oneOf('stage', AD_STAGES),
  elementType: yup.number().oneOf(Object.values(AD_ELEMENT_TYPES), 'elementType must be 1, 2 or 6.'),
  elementId: apiParams.id('elementId'),
  questionCount: apiParams.count('questionCount', 1, 1000),
  questionId: apiParams.id('questionId'),
  answerId: apiParams.id('answerId'),
  categoryId: apiParams.id('categoryId'),
  visitorId: safeText(64, { field: 'visitorId' }),
  kv: customTargetingText('kv'),
});

export type AdServeRequest = yup.InferType<typeof adServeQuery>;

const SERVE_KEYS = new Set(Object.keys(adServeQuery.fields));
const ID_KEYS = ['elementId', 'questionId', 'answerId', 'categoryId'] as const;
const PLAIN = {
  domain: /^[a-z0-9.-]{1,253}$/,
  id: /^[1-9][0-9]{0,8}$/,
  questionCount: /^(?:[1-9][0-9]{0,2}|1000)$/,
  elementType: /^[126]$/,
  visitorId: /^[A-Za-z0-9_-]{1,64}$/,
  // Printable ASCII: no control character, NUL or surrogate (what safeText refuses) can be in it.
  kv: new RegExp(`^[\\x20-\\x7e]{2,${CUSTOM_TARGETING_MAX}}$`),
};

/**
 * GET serve's query of a plainly valid request, exactly as adServeQuery casts it but without yup
 * (the decision's hot path: validating the query took ~13 % of its CPU); undefined for anything
 * else — an unknown key, a list, an upper-case domain, a number with a leading zero — which the
 * schema then decides and words. It never accepts what the schema refuses: property-tested.
 */
export function plainServeQuery(query: unknown): AdServeRequest | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const text = query as Record<string, unknown>;
  for (const key of Object.keys(text)) if (!SERVE_KEYS.has(key) || typeof text[key] !== 'string') return undefined;
  const { domain, place = 'question', stage, elementType, questionCount, visitorId, kv } = text as Record<string, string | undefined>;
  if (domain === undefined || !PLAIN.domain.test(domain)) return undefined;
  if (!(AD_PLACES as readonly string[]).includes(place) || (stage !== undefined && !(AD_STAGES as readonly string[]).includes(stage))) return undefined;
  if ((elementType !== undefined && !PLAIN.elementType.test(elementType)) || (questionCount !== undefined && !PLAIN.questionCount.test(questionCount))) return undefined;
  if ((visitorId !== undefined && !PLAIN.visitorId.test(visitorId)) || (kv !== undefined && !(PLAIN.kv.test(kv) && isTextObjectJson(kv)))) return undefined;
  const request: Record<string, unknown> = { domain, place, kv: kv ?? null };
  if (stage !== undefined) request.stage = stage;
  if (elementType !== undefined) request.elementType = Number(elementType);
  if (questionCount !== undefined) request.questionCount = Number(questionCount);
  if (visitorId !== undefined) request.visitorId = visitorId;
  for (const key of ID_KEYS) {
    const id = text[key] as string | undefined;
    if (id === undefined) continue;
    if (!PLAIN.id.test(id)) return undefined;
    request[key] = Number(id);
  }
  return request as AdServeRequest;
}
