import type { PerDatabaseCache } from '../../../core/server/ingest';
import { defineRoute } from '../../../core/server/plugin';
import type { AssignedAudience, AssignReply } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';
import { assignAudienceSchema, assignNewAudienceSchema, unassignAudienceSchema, updateAffinityScoreSchema } from '../common/mappingSchemas';
import { assertAssignable } from './assignableAudience';
import { assignedAudiences } from './assignedAudienceQuery';
import { createAudience } from './audienceEntityRoutes';
import type { AudienceRules } from './AudienceRules';
import { audiencesDb } from './AudiencesTables';
import { assertChangeableRules } from './changeableRules';
import { mappingCaller } from './mappingCaller';
import { mappingTarget } from './mappingTarget';
import { MODE_RULE_TABLES } from './ruleTables';
import { startPastAssignment } from './startPastAssignment';
import { storeRule } from './storeRule';

/**
 * POST assignAudience, assignNewAudience, unassignAudience and updateAffinityScore (management
 * §4, §7; AS-08, AS-09, AS-11, AS-13): the assign dialog's writes of mapping rules. Every input
 * is checked before anything is stored (422 naming the field); rules go only to audiences the
 * caller may change, and are changed or removed only there (403; another organisation's rule:
 * 404). Every write drops the ingest's rules snapshot, so the next hit is matched by the new rules;
 * with applyToPast, a new rule is also applied to the visitors of the last 30 days (startPastAssignment).
 */
export function assignRoutes(rules: PerDatabaseCache<AudienceRules>) {
  return [
    defineRoute({
      method: 'POST',
      url: mappingPaths.assignAudience,
      permission: 'defineAudiences',
      schema: { body: assignAudienceSchema },
      async handler(ctx): Promise<AssignReply> {
        const { body } = ctx;
        const caller = await mappingCaller(ctx);
        const target = await mappingTarget(ctx, caller, body);
        await assertAssignable(ctx, caller, body.audienceId);
        const db = audiencesDb(ctx.db);
        // The same audience on the same target again: the rule takes the new affinity.
        const id = await storeRule(db, target, body.audienceId, body.affinityScore);
        rules.invalidate(ctx.db);
        const [assigned] = await assignedAudiences(db, body.mode, caller.textColumn, [id]);
        if (!body.applyToPast) return assigned;
        return { ...assigned, pastAssignment: await startPastAssignment(ctx, target, body.audienceId, body.affinityScore) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: mappingPaths.assignNewAudience,
      permission: 'defineAudiences',
      schema: { body: assignNewAudienceSchema },
      async handler(ctx): Promise<AssignReply> {
        const { body } = ctx;
        const caller = await mappingCaller(ctx);
        const target = await mappingTarget(ctx, caller, body);
        // The new tag and its rule are stored together or not at all (a parent refused with 422 leaves nothing).
        const id = await ctx.db.transaction().execute(async (trx) => {
          const tx = { ...ctx, db: trx };
          const audienceId = await createAudience(tx, { german: body.audience, english: body.audience, type_id: body.type_id, parent_id: body.parent_id });
          return storeRule(audiencesDb(trx), target, audienceId, body.affinityScore);
        });
        rules.invalidate(ctx.db);
        const [assigned] = await assignedAudiences(audiencesDb(ctx.db), body.mode, caller.textColumn, [id]);
        if (!body.applyToPast) return assigned;
        return { ...assigned, pastAssignment: await startPastAssignment(ctx, target, assigned.audience_id, body.affinityScore) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: mappingPaths.unassignAudience,
      permission: 'defineAudiences',
      schema: { body: unassignAudienceSchema },
      async handler(ctx): Promise<{ mappedAudienceId: number }> {
        const { mode, mappedAudienceId } = ctx.body;
        const table = MODE_RULE_TABLES[mode];
        await assertChangeableRules(ctx, await mappingCaller(ctx), table, [mappedAudienceId]);
        await audiencesDb(ctx.db).deleteFrom(table).where('id', '=', mappedAudienceId).execute();
        rules.invalidate(ctx.db);
        return { mappedAudienceId };
      },
    }),
    defineRoute({
      method: 'POST',
      url: mappingPaths.updateAffinityScore,
      permission: 'defineAudiences',
      schema: { body: updateAffinityScoreSchema },
      async handler(ctx): Promise<AssignedAudience[]> {
        const { mode, mappedAudienceIds, affinityScore } = ctx.body;
        const caller = await mappingCaller(ctx);
        const table = MODE_RULE_TABLES[mode];
        await assertChangeableRules(ctx, caller, table, mappedAudienceIds);
        const db = audiencesDb(ctx.db);
        await db.updateTable(table).set({ affinity_score: affinityScore }).where('id', 'in', mappedAudienceIds).execute();
        rules.invalidate(ctx.db);
        return assignedAudiences(db, mode, caller.textColumn, mappedAudienceIds);
      },
    }),
  ];
}
