import type { Kysely } from 'kysely';
import { validationMessage } from '../../../core/common/validation';
import type { EntityScope } from '../../../core/server/entities';
import { ApiError } from '../../../core/server/http';
import type { Database, RouteContext } from '../../../core/server/plugin';
import type { AdOrganisation } from '../common/Ad';

/** The organisations `ids` by id, with whether each is the caller's default one. */
export async function organisationsById(ctx: Pick<RouteContext, 'db' | 'user'>, ids: readonly number[]): Promise<Map<number, AdOrganisation>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .selectFrom('organisations')
    .select(['organisations.id', 'organisations.name'])
    .where('organisations.id', 'in', [...new Set(ids)])
    .execute();
  const home = await defaultOrganisation(ctx.db, ctx.user!.id);
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, default: row.id === home }]));
}

async function defaultOrganisation(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('default_organisation_id').where('id', '=', userId).executeTakeFirst();
  return row?.default_organisation_id ?? null;
}

/**
 * 422 naming `organisations` unless each is one the caller may share an ad with (AD-14, OP-56):
 * one of their organisations; an admin any existing one.
 */
export async function assertShareable(ctx: RouteContext, scope: EntityScope, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const known = scope.all ? new Set((await organisationsById(ctx, ids)).keys()) : new Set(scope.organisations);
  if (ids.some((id) => !known.has(id))) throw ApiError.validation({ organisations: [validationMessage('oneOf', { field: 'organisations' })] });
}
