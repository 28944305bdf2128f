import { visibleRows } from '../../../core/server/entities';
import type { AudienceRulesReply } from '../common/Mapping';
import type { AudiencesDatabase } from './AudiencesTables';
import { ruleNotFound } from './changeableRules';
import type { MappingCaller } from './mappingCaller';

/**
 * SDK data rules belong to the organisation whose key made them, not to the audience's: on a
 * shared or provider audience each organisation sees and removes only its own (admins: all).
 */
const ofCaller = (caller: MappingCaller) => visibleRows('audience_sdk_rules', caller.writer.scope);

/** The caller's SDK data rules of an audience they read, oldest first (RU-07). */
export async function sdkRulesOf(db: AudiencesDatabase, caller: MappingCaller, audienceId: number): Promise<AudienceRulesReply['sdkData']> {
  const rows = await db.selectFrom('audience_sdk_rules').select(['id', 'created_at', 'visitors', 'affinity_score']).where('audience_id', '=', audienceId).where(ofCaller(caller)).orderBy('id').execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

/**
 * Removes one of the caller's SDK data rules of an audience they read (RU-02); another
 * organisation's, or none, is a 404. The visitors it assigned stay in the audience, as members
 * by any removed rule do.
 */
export async function removeSdkRule(db: AudiencesDatabase, caller: MappingCaller, id: number): Promise<void> {
  const removed = await db
    .deleteFrom('audience_sdk_rules')
    .where('id', '=', id)
    .where(ofCaller(caller))
    .where('audience_id', 'in', db.selectFrom('audiences').select('audiences.id').where(caller.readable))
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw ruleNotFound();
}
