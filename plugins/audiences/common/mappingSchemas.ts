import * as yup from 'yup';
import { VISITOR_ID, VISITOR_ID_RULE } from '../../../core/common/ingest';
import { apiParams, jsonParam, lazyMessage, requiredId, safeText, validationMessage } from '../../../core/common/validation';
import { AUDIENCE_TYPES, MAX_AFFINITY_SCORE } from './Audience';
import { AUDIENCE_TIMEFRAMES, type AudienceTimeframe } from './audienceCounts';
import { AUDIENCE_NAME_MAX } from './audienceSchema';
import { MAPPING_FILTERS, MAPPING_MODES, RULE_TYPES } from './Mapping';
import { MATCH_LOGICS } from './wildcard';

/** Longest meta key, meta value and form field the tracker sends (hitSchema), and so a rule may name. */
const MATCH_TEXT_MAX = 2000;
const META_KEY_MAX = 200;
/** A domain's title (domains.title: a host name). */
const DOMAIN_MAX = 253;

const mode = apiParams.oneOf('mode', MAPPING_MODES).required(lazyMessage('required', { field: 'mode' }));
const logic = apiParams.oneOf('logic', MATCH_LOGICS).default('equals');
/** An integer 1–10, default 1 (management §5, AS-05). */
const affinityScoreField = apiParams.count('affinityScore', 1, MAX_AFFINITY_SCORE).default(1);
const timeframe = (fallback: AudienceTimeframe) => apiParams.oneOf('timeframe', AUDIENCE_TIMEFRAMES).default(fallback);
const mappings = apiParams.oneOf('mappings', MAPPING_FILTERS).default('all');

/**
 * What a mapping rule matches, by mode (management §7): behaviour — `selectedField` the meta key,
 * `modeParams` {value as typed, logic}; question — `selectedField` the answer id, `modeParams`
 * {questionId}; form — `selectedField` the field name, `modeParams` {formId, value, logic}.
 * Stored values carry the logic as stars (toWildcard). Question and form ids are the sites'
 * own: `modeParams.domain` names the site (the table row's `domain`); it may be left out when
 * only one of the caller's domains has that id.
 */
const mappingTarget = {
  mode,
  selectedField: yup
    .mixed<string | number>()
    .required(lazyMessage('required', { field: 'selectedField' }))
    .test('selectedField', 'selectedField must be a meta key, an answer id or a field name.', (v) => (typeof v === 'string' && v.trim().length > 0 && v.length <= META_KEY_MAX) || (typeof v === 'number' && Number.isInteger(v) && v > 0)),
  modeParams: yup
    .object({
      value: safeText(MATCH_TEXT_MAX, { trim: true, field: 'modeParams.value' }),
      logic,
      questionId: apiParams.id('modeParams.questionId'),
      formId: apiParams.id('modeParams.formId'),
      domain: safeText(DOMAIN_MAX, { trim: true, field: 'modeParams.domain' }),
    })
    .default({}),
};

/** Also assign the visitors of the last 30 days the rule would have matched (previewAssignment's count), in the background. */
const applyToPast = apiParams.boolean('applyToPast').default(false);

/** POST assignAudience (AS-08). */
export const assignAudienceSchema = yup.object({
  ...mappingTarget,
  audienceId: requiredId('audienceId'),
  affinityScore: affinityScoreField,
  applyToPast,
});

/** POST previewAssignment: the rule without an audience (the visitors it matched), or with one (those it would add there). */
export const previewAssignmentSchema = yup.object({
  ...mappingTarget,
  audienceId: apiParams.id('audienceId'),
});

/** GET getPastAssignment. */
export const pastAssignmentQuerySchema = yup.object({
  id: safeText(64, { trim: true, field: 'id' }).required(lazyMessage('required', { field: 'id' })),
});
export type AssignAudienceInput = yup.InferType<typeof assignAudienceSchema>;

/** POST assignNewAudience (AS-09, AS-10): a new tag under a parent of its type, assigned by the dialog's mapping at once. */
export const assignNewAudienceSchema = yup.object({
  ...mappingTarget,
  audience: safeText(AUDIENCE_NAME_MAX, { trim: true, field: 'audience' }).min(3, lazyMessage('min', { field: 'audience', min: 3 })).required(lazyMessage('required', { field: 'audience' })),
  // The dialog asks for a parent before it sends (AS-10, selectParentAudience).
  parent_id: requiredId('parent_id'),
  type_id: apiParams
    .wholeNumber('type_id')
    .oneOf(Object.values(AUDIENCE_TYPES), lazyMessage('oneOfValues', { field: 'type_id', values: Object.values(AUDIENCE_TYPES).join(', ') }))
    .required(lazyMessage('required', { field: 'type_id' })),
  affinityScore: affinityScoreField,
  applyToPast,
});

/** POST unassignAudience (AS-11). */
export const unassignAudienceSchema = yup.object({
  mode,
  mappedAudienceId: requiredId('mappedAudienceId'),
});

/** POST updateAffinityScore (AS-13): every rule of the dialog's selection at once. */
export const updateAffinityScoreSchema = yup.object({
  mode,
  mappedAudienceIds: yup.array(apiParams.id('mappedAudienceIds[]').required()).min(1, lazyMessage('required', { field: 'mappedAudienceIds' })).max(1000).required(lazyMessage('required', { field: 'mappedAudienceIds' })),
  affinityScore: affinityScoreField.required(lazyMessage('required', { field: 'affinityScore' })),
});

/** GET getAssignedAudiences (AS-17): the rules of one question (questionId), meta tag (key, value, logic) or form (formId), a question or form on `domain` as in assignAudience. */
export const assignedAudiencesQuerySchema = yup.object({
  mode,
  questionId: apiParams.id('questionId'),
  key: safeText(META_KEY_MAX, { trim: true, field: 'key' }),
  value: safeText(MATCH_TEXT_MAX, { trim: true, field: 'value' }),
  logic,
  formId: apiParams.id('formId'),
  domain: safeText(DOMAIN_MAX, { trim: true, field: 'domain' }),
});

/** GET getAssignedRules (RU-03). */
export const assignedRulesQuerySchema = yup.object({ id: requiredId() });

/** POST removeRule (OP-10, RU-02). */
export const removeRuleSchema = yup.object({
  id: requiredId(),
  type: apiParams.oneOf('type', RULE_TYPES).required(lazyMessage('required', { field: 'type' })),
});

/** Visitor ids one SDK call may assign. */
export const SDK_VISITORS_MAX = 10_000;

/** POST sdk/assign (issue 16, SDK data rules): visitor ids as the tracker makes them, assigned to the audience with the affinity. */
export const sdkAssignSchema = yup.object({
  audienceId: requiredId('audienceId'),
  visitorIds: yup
    .array(
      safeText(64)
        .required(({ path }) => validationMessage('required', { field: path }))
        .matches(VISITOR_ID, ({ path }) => `${path} must be ${VISITOR_ID_RULE}.`),
    )
    // Not cast: a number is no visitor id of the tracker's.
    .strict()
    .typeError('visitorIds must be a list of visitor ids.')
    .min(1, lazyMessage('required', { field: 'visitorIds' }))
    .max(SDK_VISITORS_MAX, lazyMessage('maxItems', { field: 'visitorIds', max: SDK_VISITORS_MAX }))
    .required(lazyMessage('required', { field: 'visitorIds' })),
  affinity_score: apiParams.count('affinity_score', 1, MAX_AFFINITY_SCORE).required(lazyMessage('required', { field: 'affinity_score' })),
});

/** The behaviour table's minimum visitors (management §9, MT-11). */
export const MIN_VISITORS = [10_000, 100_000, 1_000_000] as const;
/** The question table's minimum votes and the form table's minimum lead data (MT-04, MT-19). */
export const MIN_COUNTS = [100, 500, 1000] as const;
export const META_TOP_MAX = 100;
export const META_TOP_DEFAULT = 10;
export const DEFAULT_META_KEY = 'og:title';

/** GET getMetaTags (MT-10, MT-11, MT-15): `filters` as JSON, as a datatable's. */
export const metaTagsQuerySchema = yup.object({
  key: safeText(META_KEY_MAX, { trim: true, field: 'key' }).default(DEFAULT_META_KEY),
  top: apiParams.count('top', 1, META_TOP_MAX).default(META_TOP_DEFAULT),
  search: safeText(255, { trim: true, field: 'search' }).default(''),
  filters: jsonParam(
    yup.object({
      timeframe: timeframe('today'),
      minVisitors: apiParams.wholeNumber('filters.minVisitors').oneOf([...MIN_VISITORS, undefined], lazyMessage('oneOfValues', { field: 'filters.minVisitors', values: MIN_VISITORS.join(', ') })),
      mappings,
      domain: safeText(255, { trim: true, field: 'filters.domain' }),
    }),
    'filters',
  ).default({}),
});

/**
 * GET getDistinctVisitors (MT-13): one key and value (with its logic as stars, or `logic`); with
 * `exact` the value is one meta tag's own (a behaviour table row's, OP-68), stars included, and
 * only that tag's visitors count.
 */
export const distinctVisitorsQuerySchema = yup.object({
  key: safeText(META_KEY_MAX, { trim: true, field: 'key' }).required(lazyMessage('required', { field: 'key' })),
  value: safeText(MATCH_TEXT_MAX, { field: 'value' }).required(lazyMessage('required', { field: 'value' })),
  logic,
  exact: apiParams.boolean('exact').default(false),
  filters: jsonParam(yup.object({ timeframe: timeframe('today'), domain: safeText(255, { trim: true, field: 'filters.domain' }) }), 'filters').default({}),
});

/** GET getQuestions and getForms: the caller's questions or forms for a selector, searched in text (title), id and domain. */
export const catalogueListQuerySchema = yup.object({ search: safeText(255, { trim: true, field: 'search' }).default('') });

/** GET questions/:id and forms/:id: `domain` as in assignAudience; votes and leads counted over `timeframe`. */
export const catalogueShowQuerySchema = yup.object({
  domain: safeText(DOMAIN_MAX, { trim: true, field: 'domain' }),
  timeframe: timeframe('last30Days'),
});

/** The question and form tables' filters (MT-02, MT-03, MT-19): timeframe last30Days by default. */
export const questionFiltersSchema = yup.object({
  timeframe: timeframe('last30Days'),
  minVotes: apiParams.wholeNumber('filters.minVotes').oneOf([...MIN_COUNTS, undefined], lazyMessage('oneOfValues', { field: 'filters.minVotes', values: MIN_COUNTS.join(', ') })),
  mappings,
});
export const formFiltersSchema = yup.object({
  timeframe: timeframe('last30Days'),
  minLeadData: apiParams.wholeNumber('filters.minLeadData').oneOf([...MIN_COUNTS, undefined], lazyMessage('oneOfValues', { field: 'filters.minLeadData', values: MIN_COUNTS.join(', ') })),
  mappings,
});
