import { entityScope } from '../../../core/server/entities';
import type { RouteContext } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import type { AudienceRow } from './audienceTree';
import { AUDIENCE_ROW_COLUMNS, readableAudiences, seesAiTopics } from './readableAudiences';

/**
 * The audiences in a caller's trees, counts and downloads (readableAudiences): the shared
 * taxonomy, their organisations' own and the provider's; an admin's, every organisation's
 * (ARCHITECTURE: lists are scoped to the caller's organisations, admins see all).
 */
export async function visibleAudienceRows(ctx: Pick<RouteContext, 'db' | 'user' | 'can'>): Promise<AudienceRow[]> {
  const scope = await entityScope(ctx);
  return audiencesDb(ctx.db).selectFrom('audiences').select(AUDIENCE_ROW_COLUMNS).where(readableAudiences(scope, seesAiTopics(ctx))).orderBy('type_id').orderBy('id').execute();
}
