import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import type { PastAssignment } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';
import { pastAssignmentQuerySchema, previewAssignmentSchema } from '../common/mappingSchemas';
import { assertAssignable } from './assignableAudience';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';
import { mappingCaller } from './mappingCaller';
import { mappingTarget } from './mappingTarget';
import { PastAssignments } from './PastAssignments';
import { audienceRuleDomains, callerRuleDomains, pastRuleMatching } from './pastRuleMatching';

/**
 * POST previewAssignment and GET getPastAssignment (issue 16, beyond the spec): before a rule is
 * saved, how many visitors of the last 30 days it matched — with an audience, how many it would
 * add there (those not in it yet: what applyToPast adds) — exact, from the event store; and the
 * progress of a past assignment its starter asked for (404 for anyone else).
 */
export const pastAssignmentRoutes = [
  defineRoute({
    method: 'POST',
    url: mappingPaths.previewAssignment,
    permission: 'defineAudiences',
    schema: { body: previewAssignmentSchema },
    async handler(ctx): Promise<{ visitors: number }> {
      const { body } = ctx;
      const caller = await mappingCaller(ctx);
      const target = await mappingTarget(ctx, caller, body);
      if (body.audienceId === undefined) {
        const { range, matching } = await pastRuleMatching(ctx, target, await callerRuleDomains(ctx, caller));
        return { visitors: await ctx.services.events.countPastMatches({ range, matching }) };
      }
      await assertAssignable(ctx, caller, body.audienceId);
      const { range, matching } = await pastRuleMatching(ctx, target, await audienceRuleDomains(ctx, body.audienceId));
      return { visitors: await ctx.services.events.countPastMatches({ range, matching, notHolding: { list: AUDIENCE_EVENT_LIST.name, id: body.audienceId } }) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: mappingPaths.getPastAssignment,
    permission: 'defineAudiences',
    schema: { query: pastAssignmentQuerySchema },
    handler(ctx): PastAssignment {
      const job = PastAssignments.of(ctx.services.events).get(ctx.query.id, ctx.user!.id);
      if (!job) throw ApiError.notFound();
      return job;
    },
  }),
];
