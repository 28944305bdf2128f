import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import { assertMayChange } from './audienceWriteAccess';
import type { MappingCaller } from './mappingCaller';
import type { RuleTable } from './ruleTables';

export const ruleNotFound = () => new ApiError(404, 'mapping_rule_not_found', 'Mapping rule not found.');

/**
 * Checks that every rule `ids` of `table` may be changed or removed by the caller: a rule of an
 * audience they do not read (another organisation's) or that does not exist is a 404, one of an
 * audience they read but may not change (the shared taxonomy for a member) a 403.
 */
export async function assertChangeableRules(ctx: RouteContext, caller: MappingCaller, table: RuleTable, ids: readonly number[]): Promise<void> {
  const rules = await audiencesDb(ctx.db)
    // The three tables share id and audience_id.
    .selectFrom(`${table} as r` as 'audience_surf_rules as r')
    .innerJoin('audiences', 'audiences.id', 'r.audience_id')
    .select(['r.id', 'audiences.organisation_id', 'audiences.is_pinpoll'])
    .where('r.id', 'in', ids)
    .where(caller.readable)
    .execute();
  if (rules.length < new Set(ids).size) throw ruleNotFound();
  for (const rule of rules) assertMayChange(caller.writer, rule);
}
