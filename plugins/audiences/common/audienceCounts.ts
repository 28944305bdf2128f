import * as yup from 'yup';
import { isDomainFilter } from '../../../core/common/events';
import { apiParams } from '../../../core/common/validation';
import { qualityField } from './audienceQuality';

/** Timeframes of the audience counts (management §9); whole UTC days for today and yesterday, like audience growth. */
export const AUDIENCE_TIMEFRAMES = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type AudienceTimeframe = (typeof AUDIENCE_TIMEFRAMES)[number];

/** The insights pages ask for the last 30 days (analytics §7, §9; IA-06, API-41). */
export const INSIGHTS_COUNT_TIMEFRAME: AudienceTimeframe = 'last30Days';

/** Most audience ids one request may name. */
const MAX_COUNT_AUDIENCE_IDS = 1000;

/** A count timeframe, as the count calls and the downloads take it. */
export const timeframeField = yup
  .mixed<AudienceTimeframe>()
  .oneOf([...AUDIENCE_TIMEFRAMES], `timeframe must be one of ${AUDIENCE_TIMEFRAMES.join(', ')}.`);

const domainField = yup.mixed<string | string[]>().optional().test('domains', 'domain must be a text or a list of texts.', isDomainFilter);

/**
 * Body of POST getVisitorCount and getLeadsCount (management §7: refreshCache, filters,
 * missingAudienceIds; timeframe filter; the overview's data-quality level, AO-19). The timeframe may come at the top or inside
 * `filters` (the management overview keeps it among its filters); the top wins.
 */
export const audienceCountBodySchema = yup
  .object({
    /** Recompute instead of answering from the server's short-lived cache. */
    refreshCache: yup.boolean().typeError('refreshCache must be true or false.').optional(),
    /** Count only these audiences (default: every audience the caller sees). */
    missingAudienceIds: yup
      .array(apiParams.id('missingAudienceIds[]').required())
      .typeError('missingAudienceIds must be a list of audience ids.')
      .max(MAX_COUNT_AUDIENCE_IDS, `missingAudienceIds may name at most ${MAX_COUNT_AUDIENCE_IDS} audiences.`)
      .optional(),
    filters: yup
      .object({ timeframe: timeframeField.optional(), domain: domainField })
      .typeError('filters must be an object.')
      .optional(),
    timeframe: timeframeField.required('timeframe is required.'),
    /** The data-quality level (audienceQuality): count only memberships of that affinity; default low, every membership. */
    quality: qualityField,
  })
  .transform((value) => (value && typeof value === 'object' && value.timeframe === undefined && value.filters?.timeframe !== undefined ? { ...value, timeframe: value.filters.timeframe } : value));

/** Reply of both calls: per audience id (as a JSON key) its distinct visitors resp. leads; every asked id is present. */
export type AudienceCounts = Record<string, number>;
