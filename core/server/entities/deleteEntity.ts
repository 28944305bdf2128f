import type { RouteContext } from '../plugin/defineServerPlugin';
import type { EntityDefinition } from './defineEntity';
import { entityDb } from './entityDb';
import { entityNotFound } from './entityNotFound';
import { visibleEntityRows } from './entityScope';

/** Deletes a row the caller may see; 404 for any other. */
export async function deleteEntity(ctx: RouteContext, entity: EntityDefinition, id: number): Promise<void> {
  const deleted = await entityDb(ctx.db)
    .deleteFrom(entity.table)
    .where('id', '=', id)
    .where(await visibleEntityRows(ctx, entity))
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw entityNotFound(entity);
}
