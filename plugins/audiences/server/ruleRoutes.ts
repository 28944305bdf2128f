import type { PerDatabaseCache } from '../../../core/server/ingest';
import { defineRoute } from '../../../core/server/plugin';
import type { AudienceRulesReply, RuleType } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';
import { assignedRulesQuerySchema, removeRuleSchema } from '../common/mappingSchemas';
import { assignedRules } from './assignedRules';
import type { AudienceRules } from './AudienceRules';
import { audiencesDb } from './AudiencesTables';
import { assertChangeableRules } from './changeableRules';
import { mappingCaller } from './mappingCaller';
import { RULE_TYPE_TABLES } from './ruleTables';
import { removeSdkRule } from './sdkRules';

/**
 * GET getAssignedRules and POST removeRule (RU-02, RU-03, OP-10): the rules dialog of one
 * audience. A rule is removed only from an audience the caller may change (403; another
 * organisation's rule: 404); the removal drops the ingest's rules snapshot. An SDK data rule is
 * its organisation's: removed by its members whatever the audience (sdkRules).
 */
export function ruleRoutes(rules: PerDatabaseCache<AudienceRules>) {
  return [
    defineRoute({
      method: 'GET',
      url: mappingPaths.getAssignedRules,
      permission: 'viewAudiences',
      schema: { query: assignedRulesQuerySchema },
      async handler(ctx): Promise<AudienceRulesReply> {
        return assignedRules(ctx, await mappingCaller(ctx), ctx.query.id);
      },
    }),
    defineRoute({
      method: 'POST',
      url: mappingPaths.removeRule,
      permission: 'defineAudiences',
      schema: { body: removeRuleSchema },
      async handler(ctx): Promise<{ id: number; type: RuleType }> {
        const { id, type } = ctx.body;
        const caller = await mappingCaller(ctx);
        const db = audiencesDb(ctx.db);
        if (type === 'sdkData') {
          await removeSdkRule(db, caller, id);
          return { id, type };
        }
        const table = RULE_TYPE_TABLES[type];
        await assertChangeableRules(ctx, caller, table, [id]);
        await db.deleteFrom(table).where('id', '=', id).execute();
        rules.invalidate(ctx.db);
        return { id, type };
      },
    }),
  ];
}
