import type { RouteContext } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import type { AudienceRow } from './audienceTree';

/**
 * The audiences a caller may see: the shared taxonomy, their organisations' own, and the
 * provider's is_pinpoll audiences for everyone (PM-35); AI topics (is_aitopic) only for
 * admins or holders of AITOPICS.VIEW (PM-32, PM-34).
 */
export async function visibleAudienceRows(ctx: Pick<RouteContext, 'db' | 'user' | 'can'>): Promise<AudienceRow[]> {
  const db = audiencesDb(ctx.db);
  const organisations = db.selectFrom('user_organisations').select('organisation_id').where('user_id', '=', ctx.user!.id);
  let query = db
    .selectFrom('audiences')
    .select(['id', 'parent_id', 'type_id', 'german', 'english', 'is_pinpoll', 'is_aitopic', 'hide_analytics', 'hide_dmp', 'filename'])
    .where((eb) => eb.or([eb('is_pinpoll', '=', true), eb('organisation_id', 'is', null), eb('organisation_id', 'in', organisations)]));
  if (!ctx.can('viewModuleAdmin') && !ctx.can('viewAiTopics')) query = query.where('is_aitopic', '=', false);
  return query.orderBy('type_id').orderBy('id').execute();
}
