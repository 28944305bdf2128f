import type { AudiencesDatabase } from './AudiencesTables';
import type { RuleTarget } from './mappingTarget';
import { RULE_TARGET_COLUMNS } from './ruleTables';

/** Stores the audience's rule on `target` with `affinityScore` — or, when it exists, gives it that affinity — and returns its id. */
export async function storeRule(db: AudiencesDatabase, target: RuleTarget, audienceId: number, affinityScore: number): Promise<number> {
  const row = await db
    // The three tables share audience_id and affinity_score; the target's own columns come with it.
    .insertInto(target.table as 'audience_surf_rules')
    .values({ ...target.values, audience_id: audienceId, affinity_score: affinityScore } as { key: string; value: string; audience_id: number; affinity_score: number })
    .onConflict((oc) => oc.columns(RULE_TARGET_COLUMNS[target.table] as ['audience_id']).doUpdateSet({ affinity_score: affinityScore }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
