import { sql } from 'kysely';
import type { RouteContext } from '../plugin/defineServerPlugin';
import type { EntityDefinition } from './defineEntity';
import type { AnyEntityColumns } from './EntityColumns';
import { entityDb } from './entityDb';
import { entityNotFound } from './entityNotFound';
import { visibleEntityRows } from './entityScope';

/**
 * Switches a row the caller may see on or off (an entity with an `active` flag: a detail page's
 * switch, toggleState). A change like any other — it records the caller and the time and counts
 * the version up, so an edit opened before it is refused (409) rather than unaware of it — but not
 * refused itself for a stale version, since the switch asks nothing the user read. A row already
 * in that state stays as it was; one the caller may not see is a 404.
 */
export async function toggleEntityState<Row extends AnyEntityColumns & { active: unknown }>(ctx: RouteContext, entity: EntityDefinition<Row>, id: number, active: boolean): Promise<void> {
  const visible = await visibleEntityRows(ctx, entity);
  const db = entityDb(ctx.db);
  const switched = await db
    .updateTable(entity.table)
    // Typed as the helpers see every table (entityDb): `active` is the plugin's own column.
    .set({ ...({ active } as object), version: sql<number>`${sql.ref('version')} + 1`, modified_at: sql<Date>`now()`, modified_by: ctx.user!.id })
    .where('id', '=', id)
    .where(sql.ref(`${entity.table}.active`), '<>', active)
    .where(visible)
    .returning('id')
    .executeTakeFirst();
  if (switched) return;
  const exists = await db.selectFrom(entity.table).select('id').where('id', '=', id).where(visible).executeTakeFirst();
  if (!exists) throw entityNotFound(entity);
}
