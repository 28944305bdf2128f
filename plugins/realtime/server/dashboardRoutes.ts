import { sql } from 'kysely';
import { idParams, validationMessage } from '../../../core/common/validation';
import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import type { Dashboard } from '../common/Dashboard';
import { dashboardPaths } from '../common/dashboardPaths';
import { dashboardSchema } from '../common/dashboardSchema';
import { DASHBOARD_NAME_INDEX } from './dashboardNamesUniqueMigration';
import { isUniqueViolation } from './isUniqueViolation';
import { realtimeDb } from './RealtimeTables';

const NOT_FOUND = () => new ApiError(404, 'dashboard_not_found', 'Dashboard not found.');

/** Dashboards CRUD (OP-02, OP-04): the caller's own dashboards only, under viewRealtime. */
export const dashboardRoutes = [
  defineRoute({
    method: 'GET',
    url: dashboardPaths.list,
    permission: 'viewRealtime',
    async handler(ctx): Promise<Dashboard[]> {
      const rows = await realtimeDb(ctx.db).selectFrom('dashboards').select(['id', 'name', 'grid', 'filter']).where('user_id', '=', ctx.user!.id).orderBy('id').execute();
      return rows.map(toDashboard);
    },
  }),
  defineRoute({
    method: 'POST',
    url: dashboardPaths.create,
    permission: 'viewRealtime',
    schema: { body: dashboardSchema },
    async handler(ctx): Promise<{ id: number }> {
      const row = await uniqueName(
        realtimeDb(ctx.db)
          .insertInto('dashboards')
          .values({ user_id: ctx.user!.id, name: ctx.body.name, grid: JSON.stringify(ctx.body.grid), filter: JSON.stringify(ctx.body.filter) })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return { id: row.id };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: dashboardPaths.item(':id'),
    permission: 'viewRealtime',
    schema: { params: idParams, body: dashboardSchema },
    async handler(ctx): Promise<Dashboard> {
      const row = await uniqueName(
        realtimeDb(ctx.db)
          .updateTable('dashboards')
          .set({ name: ctx.body.name, grid: JSON.stringify(ctx.body.grid), filter: JSON.stringify(ctx.body.filter), updated_at: sql`now()` })
          .where('id', '=', ctx.params.id)
          .where('user_id', '=', ctx.user!.id)
          .returning(['id', 'name', 'grid', 'filter'])
          .executeTakeFirst(),
      );
      if (!row) throw NOT_FOUND();
      return toDashboard(row);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: dashboardPaths.item(':id'),
    permission: 'viewRealtime',
    schema: { params: idParams },
    async handler(ctx): Promise<{ id: number }> {
      const row = await realtimeDb(ctx.db).deleteFrom('dashboards').where('id', '=', ctx.params.id).where('user_id', '=', ctx.user!.id).returning('id').executeTakeFirst();
      if (!row) throw NOT_FOUND();
      return { id: row.id };
    },
  }),
];

/** OP-35: names are unique per user, case-insensitively, since ?dashboard= selects by name that way; the index decides, so concurrent saves cannot both pass. */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, DASHBOARD_NAME_INDEX)) throw ApiError.validation({ name: [validationMessage('nameTaken', { field: 'dashboard' })] });
    throw error;
  }
}

function toDashboard(row: { id: number; name: string; grid: unknown; filter: unknown }): Dashboard {
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return { id: row.id, name: row.name, grid: json(row.grid) ?? [], filter: json(row.filter) ?? {} };
}
