import * as yup from 'yup';
import { apiParams, requiredId } from '../../../core/common/validation';
import { MAX_AFFINITY_SCORE } from './Audience';
import { AUDIENCE_QUALITIES, AUDIENCE_QUALITY_SCORES, DEFAULT_AUDIENCE_QUALITY, qualityField, type AudienceQuality } from './audienceQuality';
import { timeframeField, type AudienceTimeframe } from './audienceCounts';

/** The overview opens on today (AO-05): a download without a timeframe is of today too. */
const DEFAULT_DOWNLOAD_TIMEFRAME: AudienceTimeframe = 'today';

const localeField = yup.mixed<'de' | 'en'>().oneOf(['de', 'en'], 'locale must be de or en.').optional();

/** Query of GET download (AO-12): the audiences CSV in a locale (default the caller's language), of a timeframe and data quality. */
export const audiencesDownloadQuery = yup.object({
  locale: localeField,
  timeframe: timeframeField.default(DEFAULT_DOWNLOAD_TIMEFRAME),
  quality: qualityField.default(DEFAULT_AUDIENCE_QUALITY),
});

const isQuality = (value: unknown): value is AudienceQuality => typeof value === 'string' && (AUDIENCE_QUALITIES as string[]).includes(value);

/**
 * affinityScore of GET downloadLeadsOfAudience (AO-13): the least affinity of the leads'
 * memberships, the same rule as the overview's data quality — a level (low, medium, high) or
 * the score itself, 1–10 (low is 1, medium 4, high 7); default 1, every lead.
 */
const affinityScoreField = apiParams
  .count('affinityScore', 1, MAX_AFFINITY_SCORE)
  .transform((value: unknown, original: unknown) => (isQuality(original) ? AUDIENCE_QUALITY_SCORES[original] : value))
  .default(AUDIENCE_QUALITY_SCORES.low);

/** Query of GET downloadLeadsOfAudience (AO-13): id, affinityScore, timeframe, type csv. */
export const leadsDownloadQuery = yup.object({
  id: requiredId(),
  affinityScore: affinityScoreField,
  timeframe: timeframeField.default(DEFAULT_DOWNLOAD_TIMEFRAME),
  type: apiParams.oneOf('type', ['csv'] as const).default('csv'),
});
