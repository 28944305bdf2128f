import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { EntityScope } from '../../../core/server/entities';
import type { Database, RouteContext } from '../../../core/server/plugin';
import type { AudiencesTables } from './AudiencesTables';

/** The columns of an audience row (AudienceRow) every read selects. */
export const AUDIENCE_ROW_COLUMNS = ['id', 'parent_id', 'type_id', 'german', 'english', 'is_pinpoll', 'is_aitopic', 'hide_analytics', 'hide_dmp', 'filename', 'yt_video_id'] as const;

/** Admins and AITOPICS.VIEW holders see AI topic audiences (PM-32, PM-34). */
export const seesAiTopics = (ctx: Pick<RouteContext, 'can'>) => ctx.can('viewModuleAdmin') || ctx.can('viewAiTopics');

/**
 * The audiences a scope may read: the shared taxonomy, the scope's organisations' own (every
 * organisation's when `scope.all`) and the provider's is_pinpoll audiences for everyone (PM-35).
 * AI topics (is_aitopic) only with `aiTopics`, but that never hides a provider audience (OP-45).
 */
export function readableAudiences(scope: EntityScope, aiTopics: boolean) {
  return (eb: ExpressionBuilder<Database & AudiencesTables, 'audiences'>): Expression<SqlBool> => {
    const organisations = scope.organisations.length ? [eb('audiences.organisation_id', 'in', scope.organisations)] : [];
    const readable = scope.all ? eb.lit(true) : eb.or([eb('audiences.is_pinpoll', '=', true), eb('audiences.organisation_id', 'is', null), ...organisations]);
    return aiTopics ? readable : eb.and([readable, eb.or([eb('audiences.is_aitopic', '=', false), eb('audiences.is_pinpoll', '=', true)])]);
  };
}
