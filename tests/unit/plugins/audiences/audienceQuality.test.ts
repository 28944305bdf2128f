import { MAX_AFFINITY_SCORE } from '../../../../plugins/audiences/common/Audience';
import { audienceCountBodySchema } from '../../../../plugins/audiences/common/audienceCounts';
import { audiencesDownloadQuery, leadsDownloadQuery } from '../../../../plugins/audiences/common/audienceDownloads';
import { AUDIENCE_QUALITIES, AUDIENCE_QUALITY_SCORES, minAssignmentScore } from '../../../../plugins/audiences/common/audienceQuality';
import { schemaErrors } from '../../../support/schemaErrors';


describe('data quality of the audience overview (AO-19, OP-38)', () => {
  it('AO-19: three levels low, medium, high with the least affinity 1, 4 and 7 of 10', () => {
    expect(AUDIENCE_QUALITIES).toEqual(['low', 'medium', 'high']);
    expect(AUDIENCE_QUALITY_SCORES).toEqual({ low: 1, medium: 4, high: 7 });
  });

  it('OP-38: low filters nothing; the others ask the store for the score the ingest stores for that affinity (affinity ÷ 10)', () => {
    expect(minAssignmentScore(1)).toBeUndefined();
    // The ingest stores a rule's affinity as affinity_score / MAX_AFFINITY_SCORE (AudienceRules): the same division, so 4 of 10 reaches medium exactly.
    expect(minAssignmentScore(4)).toBe(4 / MAX_AFFINITY_SCORE);
    expect(4 / MAX_AFFINITY_SCORE >= minAssignmentScore(AUDIENCE_QUALITY_SCORES.medium)!).toBe(true);
    expect(3 / MAX_AFFINITY_SCORE >= minAssignmentScore(AUDIENCE_QUALITY_SCORES.medium)!).toBe(false);
    expect(7 / MAX_AFFINITY_SCORE >= minAssignmentScore(AUDIENCE_QUALITY_SCORES.high)!).toBe(true);
    expect(6 / MAX_AFFINITY_SCORE >= minAssignmentScore(AUDIENCE_QUALITY_SCORES.high)!).toBe(false);
  });

  it('AO-19: the count calls take an optional quality (default: none given, counted as low); another value is refused naming the field', () => {
    expect(audienceCountBodySchema.validateSync({ timeframe: 'today' })).not.toHaveProperty('quality');
    expect(audienceCountBodySchema.validateSync({ timeframe: 'today', quality: 'high' })).toMatchObject({ quality: 'high' });
    expect(schemaErrors(audienceCountBodySchema, { timeframe: 'today', quality: 'best' })).toEqual({ quality: ['quality must be one of low, medium, high.'] });
  });
});

describe('download queries (AO-12, AO-13)', () => {
  it('AO-12: the audiences download defaults to today and low; locale is de or en', () => {
    expect(audiencesDownloadQuery.validateSync({})).toEqual({ timeframe: 'today', quality: 'low' });
    expect(audiencesDownloadQuery.validateSync({ locale: 'de', timeframe: 'last30Days', quality: 'medium' })).toEqual({ locale: 'de', timeframe: 'last30Days', quality: 'medium' });
    expect(schemaErrors(audiencesDownloadQuery, { locale: 'fr', timeframe: 'lastYear', quality: 'x' })).toEqual({
      locale: ['locale must be de or en.'],
      timeframe: ['timeframe must be one of today, yesterday, last7Days, last30Days.'],
      quality: ['quality must be one of low, medium, high.'],
    });
  });

  it('AO-13: affinityScore is the quality rule — a level or the least score 1–10 — default 1; id required; type csv', () => {
    expect(leadsDownloadQuery.validateSync({ id: '5' })).toEqual({ id: 5, affinityScore: 1, timeframe: 'today', type: 'csv' });
    expect(leadsDownloadQuery.validateSync({ id: 5, affinityScore: 'medium' }).affinityScore).toBe(4);
    expect(leadsDownloadQuery.validateSync({ id: 5, affinityScore: 'high' }).affinityScore).toBe(7);
    expect(leadsDownloadQuery.validateSync({ id: 5, affinityScore: '6' }).affinityScore).toBe(6);
    expect(Object.keys(schemaErrors(leadsDownloadQuery, { affinityScore: 0, type: 'xlsx', timeframe: 'ever' })).sort()).toEqual(['affinityScore', 'id', 'timeframe', 'type']);
    expect(Object.keys(schemaErrors(leadsDownloadQuery, { id: 1, affinityScore: 11 }))).toEqual(['affinityScore']);
    expect(Object.keys(schemaErrors(leadsDownloadQuery, { id: 1, affinityScore: 2.5 }))).toEqual(['affinityScore']);
    expect(Object.keys(schemaErrors(leadsDownloadQuery, { id: 1, affinityScore: 'best' }))).toEqual(['affinityScore']);
  });
});
