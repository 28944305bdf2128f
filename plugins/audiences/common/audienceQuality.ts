import * as yup from 'yup';
import { MAX_AFFINITY_SCORE } from './Audience';

/**
 * The audience overview's data-quality levels (AO-19, OP-38) as the least affinity score (1–10,
 * management §5) a membership needs to count: low every membership, medium a rule of affinity 4
 * or more, high 7 or more. A visitor's affinity to an audience is the score of the mapping rule
 * that assigned them (the best one, if assigned more than once).
 */
export const AUDIENCE_QUALITY_SCORES = { low: 1, medium: 4, high: 7 } as const;
export type AudienceQuality = keyof typeof AUDIENCE_QUALITY_SCORES;
export const AUDIENCE_QUALITIES = Object.keys(AUDIENCE_QUALITY_SCORES) as AudienceQuality[];
/** OP-38: low, which shows every membership. */
export const DEFAULT_AUDIENCE_QUALITY: AudienceQuality = 'low';

/**
 * The event store's least assignment score (0..1, affinity ÷ 10 as the ingest stores it) for a
 * least affinity; undefined at 1, the lowest: then nothing is filtered, not even an audience a
 * row carries without a stored assignment.
 */
export function minAssignmentScore(affinity: number): number | undefined {
  return affinity <= 1 ? undefined : affinity / MAX_AFFINITY_SCORE;
}

/** The `quality` field of the count calls and the audiences download. */
export const qualityField = yup
  .mixed<AudienceQuality>()
  .oneOf([...AUDIENCE_QUALITIES], `quality must be one of ${AUDIENCE_QUALITIES.join(', ')}.`)
  .optional();
