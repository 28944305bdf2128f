import { sql } from 'kysely';
import { validationMessage } from '../../../core/common/validation';
import { entityScope, visibleRows, type EntityScope } from '../../../core/server/entities';
import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';
import type { TransferInput } from '../common/transferSchema';

/** The audiences plugin's table (a required plugin), with the columns who may read a row depends on. */
type AudienceReadTables = {
  audiences: { id: number; type_id: number; organisation_id: number | null; is_pinpoll: boolean; is_aitopic: boolean };
};

/** The pixels plugin's management entity in core's entity registry: its table, scoped by visibleRows. */
const PIXEL_ENTITY_TYPE = 'pixel';

/**
 * The audiences among `ids` the caller reads, as getAudiences lists them: the shared taxonomy,
 * their organisations' own (every one for an admin), the provider's is_pinpoll ones, and AI topics
 * only for admins and viewAiTopics holders. It restates the audiences plugin's readableAudiences,
 * which lives in that plugin's server half and so cannot be imported here.
 */
async function readableAudienceIds(ctx: RouteContext, scope: EntityScope, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const aiTopics = ctx.can('viewModuleAdmin') || ctx.can('viewAiTopics');
  const rows = await ctx.db
    .$extendTables<AudienceReadTables>()
    .selectFrom('audiences')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => {
      const own = scope.organisations.length ? [eb('organisation_id', 'in', scope.organisations)] : [];
      const readable = scope.all ? eb.lit(true) : eb.or([eb('is_pinpoll', '=', true), eb('organisation_id', 'is', null), ...own]);
      return aiTopics ? readable : eb.and([readable, eb.or([eb('is_aitopic', '=', false), eb('is_pinpoll', '=', true)])]);
    })
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * The pixels among `ids` the caller may see, read through the pixels plugin's entity (its table
 * and organisation scope); none while no enabled plugin declares that entity.
 */
async function readablePixelIds(ctx: RouteContext, scope: EntityScope, ids: readonly number[]): Promise<Set<number>> {
  const entity = ctx.services.entities.get(PIXEL_ENTITY_TYPE);
  if (!entity || !ids.length) return new Set();
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(entity.table)} where id in (${sql.join(ids)}) and ${visibleRows(entity.table, scope)}`.execute(ctx.db);
  return new Set(rows.map((r) => r.id));
}

/**
 * Refuses (422, naming the list) a transfer that assigns an audience or a pixel the caller
 * cannot read — unknown, or another organisation's — before anything is stored.
 */
export async function assertAssignable(ctx: RouteContext, body: Pick<TransferInput, 'assignedAudiences' | 'assignedPixels'>): Promise<void> {
  const scope = await entityScope(ctx);
  const [audiences, pixels] = await Promise.all([readableAudienceIds(ctx, scope, body.assignedAudiences), readablePixelIds(ctx, scope, body.assignedPixels)]);
  const errors: Record<string, string[]> = {};
  if (body.assignedAudiences.some((id) => !audiences.has(id))) errors.assignedAudiences = [validationMessage('oneOf', { field: 'assignedAudiences' })];
  if (body.assignedPixels.some((id) => !pixels.has(id))) errors.assignedPixels = [validationMessage('oneOf', { field: 'assignedPixels' })];
  if (Object.keys(errors).length) throw ApiError.validation(errors);
}
