import { sql, type Updateable } from 'kysely';
import type { RouteContext } from '../plugin/defineServerPlugin';
import type { EntityDefinition } from './defineEntity';
import type { AnyEntityColumns, EntityColumnName } from './EntityColumns';
import { entityDb } from './entityDb';
import { userEmail } from './entityFieldSelection';
import { entityNotFound } from './entityNotFound';
import { visibleEntityRows } from './entityScope';
import { StaleUpdateError } from './StaleUpdateError';

/**
 * Updates a row the caller may see, if it still has the version the edit started from: in one
 * statement, so of two updates from the same version exactly one wins. It then records the
 * caller and the time and counts the version up. A row the caller may not see is a 404; a row
 * with another version is a 409 naming who changed it and when (StaleUpdateError), and stays as it was.
 */
export async function updateEntity<Row extends AnyEntityColumns>(
  ctx: RouteContext,
  entity: EntityDefinition<Row>,
  id: number,
  version: number,
  values: Updateable<Omit<Row, EntityColumnName>>,
): Promise<void> {
  const visible = await visibleEntityRows(ctx, entity);
  const db = entityDb(ctx.db);
  const updated = await db
    .updateTable(entity.table)
    .set({ ...values, version: sql<number>`${sql.ref('version')} + 1`, modified_at: sql<Date>`now()`, modified_by: ctx.user!.id })
    .where('id', '=', id)
    .where('version', '=', version)
    .where(visible)
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  const current = await db
    .selectFrom(entity.table)
    .select(['version', 'modified_at', userEmail(`${entity.table}.modified_by`).as('modified_email')])
    .where('id', '=', id)
    .where(visible)
    .executeTakeFirst();
  if (!current) throw entityNotFound(entity);
  throw new StaleUpdateError(current);
}
