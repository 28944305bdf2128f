import type { EventListDeclaration } from '../../../core/server/events';
import { AUDIENCE_QUALITY_SCORES, minAssignmentScore, type AudienceQuality } from '../common/audienceQuality';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';

const scored = (quality: Exclude<AudienceQuality, 'low'>): EventListDeclaration => ({
  name: `${AUDIENCE_EVENT_LIST.name}_${quality}`,
  terms: [],
  rolledUp: true,
  scoredFrom: { list: AUDIENCE_EVENT_LIST.name, minScore: minAssignmentScore(AUDIENCE_QUALITY_SCORES[quality])! },
});

/**
 * The audiences a visitor held at each hit with an affinity of the data-quality level (AO-19):
 * medium and high beside the audience list (low is that list itself), set by assignIngestStep and
 * rolled up with it, so a count of a level reads the visitor roll-up as a count of all does.
 */
export const AUDIENCE_QUALITY_EVENT_LISTS: Record<Exclude<AudienceQuality, 'low'>, EventListDeclaration> = { medium: scored('medium'), high: scored('high') };

/** The event list a count of a data-quality level groups by. */
export function audienceListOf(quality: AudienceQuality): string {
  return quality === 'low' ? AUDIENCE_EVENT_LIST.name : AUDIENCE_QUALITY_EVENT_LISTS[quality].name;
}
