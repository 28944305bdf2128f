import type { Insertable } from 'kysely';
import type { RouteContext } from '../plugin/defineServerPlugin';
import { ApiError } from '../http/ApiError';
import type { EntityDefinition } from './defineEntity';
import type { EntityColumnName, EntityColumns } from './EntityColumns';
import { entityDb } from './entityDb';
import { entityScope } from './entityScope';

/**
 * Inserts a row of the caller's organisation (their default one, else their first), owned,
 * created and last modified by the caller, at version 1. Returns its id. A caller without an
 * organisation gets 403 `no_organisation`.
 */
export async function createEntity<Row extends EntityColumns>(ctx: RouteContext, entity: EntityDefinition<Row>, values: Insertable<Omit<Row, EntityColumnName>>): Promise<number> {
  const { home } = await entityScope(ctx);
  if (home === undefined) throw new ApiError(403, 'no_organisation', 'Your account belongs to no organisation.');
  const user = ctx.user!.id;
  const row = await entityDb(ctx.db)
    .insertInto(entity.table)
    .values({ ...values, organisation_id: home, owner_id: user, created_by: user, modified_by: user })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
