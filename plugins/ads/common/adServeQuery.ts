import * as yup from 'yup';
import { apiParams, safeText } from '../../../core/common/validation';
import { customTargetingText } from './customTargeting';
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
