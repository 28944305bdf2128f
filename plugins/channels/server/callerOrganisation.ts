import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';

/** The organisation a caller's channels belong to: their default organisation, else their first one. */
export async function callerOrganisation(ctx: Pick<RouteContext, 'db' | 'user'>): Promise<number> {
  const row = await ctx.db
    .selectFrom('users')
    .leftJoin('user_organisations', 'user_organisations.user_id', 'users.id')
    .select(['users.default_organisation_id', 'user_organisations.organisation_id'])
    .where('users.id', '=', ctx.user!.id)
    .orderBy('user_organisations.organisation_id')
    .executeTakeFirst();
  const id = row?.default_organisation_id ?? row?.organisation_id;
  if (!id) throw new ApiError(403, 'no_organisation', 'Your account belongs to no organisation.');
  return id;
}
