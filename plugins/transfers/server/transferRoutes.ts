import { sql, type SqlBool } from 'kysely';
import { toggleStateSchema } from '../../../core/common/entities';
import { idParams } from '../../../core/common/validation';
import { defineDatatable } from '../../../core/server/datatable';
import { createEntity, deleteEntity, entityFieldSelection, entityNotFound, entityScope, toEntityFields, toggleEntityState, updateEntity, visibleRows, type EntityFieldRow } from '../../../core/server/entities';
import { defineRoute, type RouteContext, isoDay } from '../../../core/server/plugin';
import type { Transfer } from '../common/Transfer';
import { transferDatatable } from '../common/transferDatatable';
import type { TransferDetail } from '../common/TransferDetail';
import { transferPaths } from '../common/transferPaths';
import type { TransferRow } from '../common/TransferRow';
import { transferSchema, transferUpdateSchema, type TransferInput } from '../common/transferSchema';
import { assertAssignable } from './assignableIds';
import { assignmentsOf, writeAssignments } from './transferAssignments';
import { firingTransfers } from './firingTransfers';
import { transferEntity } from './transferEntity';
import { transfersDb } from './TransfersTables';

/** The transfers the caller may see (their organisations', every one for an admin), with the fields a row shows. */
async function visibleTransfers(ctx: RouteContext) {
  return transfersDb(ctx.db)
    .selectFrom('transfers')
    .select(['transfers.id', 'transfers.name', isoDay('transfers.start_date').as('start_date'), isoDay('transfers.end_date').as('end_date'), 'transfers.active', 'transfers.created_at', ...entityFieldSelection('transfers')])
    .where(visibleRows('transfers', await entityScope(ctx)));
}

/** One transfer the caller may see with its audiences and pixels; 404 for any other. */
async function showTransfer(ctx: RouteContext, id: number): Promise<TransferDetail> {
  const row = await (await visibleTransfers(ctx)).where('transfers.id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound(transferEntity);
  return { ...toTransferRow(row), ...(await assignmentsOf(ctx.db, id)) };
}

/** The transfer's own columns of a create or update body. */
const columns = (body: TransferInput) => ({ name: body.name, start_date: body.start_date, end_date: body.end_date });

/**
 * The transfer calls (management §7): datatable, toggleState, create, show, get for edit, update,
 * destroy. Reading the list takes viewTransferAudiences, everything else crudTransferAudiences
 * (the detail's rule). Every call sees the caller's organisations' transfers only: another one is
 * a 404. An update carries the version it was edited from (409 when stale). Assigned audiences and
 * pixels must be ones the caller reads (422 otherwise); a refused write stores nothing.
 */
export const transferRoutes = [
  defineDatatable(transferDatatable, {
    rows: visibleTransfers,
    sort: { id: 'transfers.id', name: 'transfers.name', start_date: 'transfers.start_date', end_date: 'transfers.end_date' },
    search: ['transfers.name'],
    filters: {
      state: (state) => sql<SqlBool>`${sql.ref('transfers.active')} = ${state === 'active'}`,
      // Running on some day of the range: not ended before it starts, not started after it ends.
      from: (from) => sql<SqlBool>`(${sql.ref('transfers.end_date')} is null or ${sql.ref('transfers.end_date')} >= ${from}::date)`,
      to: (to) => sql<SqlBool>`(${sql.ref('transfers.start_date')} is null or ${sql.ref('transfers.start_date')} <= ${to}::date)`,
    },
    toItem: toTransferRow,
  }),
  defineRoute({
    method: 'POST',
    url: transferPaths.toggleState,
    permission: 'crudTransferAudiences',
    schema: { body: toggleStateSchema },
    async handler(ctx): Promise<TransferDetail> {
      const { id, newState } = ctx.body;
      await toggleEntityState(ctx, transferEntity, id, newState);
      firingTransfers.invalidate(ctx.db);
      return showTransfer(ctx, id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: transferPaths.create,
    permission: 'crudTransferAudiences',
    schema: { body: transferSchema },
    async handler(ctx): Promise<{ id: number }> {
      await assertAssignable(ctx, ctx.body);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const created = await createEntity({ ...ctx, db: trx }, transferEntity, columns(ctx.body));
        await writeAssignments(trx, created, ctx.body);
        return created;
      });
      firingTransfers.invalidate(ctx.db);
      return { id };
    },
  }),
  defineRoute({
    method: 'GET',
    url: transferPaths.show(':id'),
    permission: 'crudTransferAudiences',
    schema: { params: idParams },
    handler: (ctx) => showTransfer(ctx, ctx.params.id),
  }),
  defineRoute({
    method: 'GET',
    url: transferPaths.edit(':id'),
    permission: 'crudTransferAudiences',
    schema: { params: idParams },
    async handler(ctx): Promise<Transfer> {
      const { assignedInterests: _interests, assignedProperties: _properties, ...transfer } = await showTransfer(ctx, ctx.params.id);
      return transfer;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: transferPaths.update(':id'),
    permission: 'crudTransferAudiences',
    schema: { params: idParams, body: transferUpdateSchema },
    async handler(ctx): Promise<TransferDetail> {
      const { id } = ctx.params;
      await assertAssignable(ctx, ctx.body);
      await ctx.db.transaction().execute(async (trx) => {
        await updateEntity({ ...ctx, db: trx }, transferEntity, id, ctx.body.version, columns(ctx.body));
        await writeAssignments(trx, id, ctx.body);
      });
      firingTransfers.invalidate(ctx.db);
      return showTransfer(ctx, id);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: transferPaths.remove(':id'),
    permission: 'crudTransferAudiences',
    schema: { params: idParams },
    async handler(ctx) {
      // Its audiences and pixels go with it (foreign keys' cascade).
      await deleteEntity(ctx, transferEntity, ctx.params.id);
      firingTransfers.invalidate(ctx.db);
      return { id: ctx.params.id };
    },
  }),
];

function toTransferRow(row: EntityFieldRow & { name: string; start_date: string | null; end_date: string | null; active: boolean }): TransferRow {
  return { id: row.id, name: row.name, start_date: row.start_date, end_date: row.end_date, active: row.active, ...toEntityFields(row) };
}
