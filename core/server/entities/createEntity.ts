import type { Insertable } from 'kysely';
import type { RouteContext } from '../plugin/defineServerPlugin';
import { ApiError } from '../http/ApiError';
import type { EntityDefinition } from './defineEntity';
import type { AnyEntityColumns, EntityColumnName } from './EntityColumns';
import { entityDb } from './entityDb';
import { entityScope } from './entityScope';

/**
 * Inserts a row of the caller's organisation (their default one, else their first), owned,
 * created and last modified by the caller, at version 1. Returns its id. A caller without an
 * organisation gets 403 `no_organisation`. A route that places the row itself passes
 * `organisationId` (null: shared by every organisation), having checked the caller may.
 */
export async function createEntity<Row extends AnyEntityColumns>(
  ctx: RouteContext,
  entity: EntityDefinition<Row>,
  values: Insertable<Omit<Row, EntityColumnName>>,
  organisationId?: Row['organisation_id'],
): Promise<number> {
  const organisation = organisationId === undefined ? (await entityScope(ctx)).home : organisationId;
  if (organisation === undefined) throw new ApiError(403, 'no_organisation', 'Your account belongs to no organisation.');
  const user = ctx.user!.id;
  const row = await entityDb(ctx.db)
    .insertInto(entity.table)
    .values({ ...values, organisation_id: organisation, owner_id: user, created_by: user, modified_by: user })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
