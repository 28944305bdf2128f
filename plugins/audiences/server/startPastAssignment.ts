import type { RouteContext } from '../../../core/server/plugin';
import { MAX_AFFINITY_SCORE } from '../common/Audience';
import type { PastAssignment } from '../common/Mapping';
import { AudienceCountCache } from './AudienceCountCache';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';
import type { RuleTarget } from './mappingTarget';
import { PastAssignments } from './PastAssignments';
import { audienceRuleDomains, pastRuleMatching } from './pastRuleMatching';

/**
 * Applies the audience's new rule on `target` to the last 30 days (issue 16, applyToPast): starts
 * the past assignment in the background with the rule's affinity; the audience counts are asked
 * anew when it ends.
 */
export async function startPastAssignment(ctx: RouteContext, target: RuleTarget, audienceId: number, affinityScore: number): Promise<PastAssignment> {
  const { range, matching } = await pastRuleMatching(ctx, target, await audienceRuleDomains(ctx, audienceId));
  const events = ctx.services.events;
  const query = { list: AUDIENCE_EVENT_LIST.name, id: audienceId, score: affinityScore / MAX_AFFINITY_SCORE, range, matching };
  return PastAssignments.of(events).start(query, ctx.user!.id, () => AudienceCountCache.of(events).clear());
}
