import type { DeviceType } from '../../../core/common/entities';
import { sql, type SqlBool } from 'kysely';
import { toggleStateSchema } from '../../../core/common/entities';
import { idParams } from '../../../core/common/validation';
import { defineDatatable } from '../../../core/server/datatable';
import { assertCampaignDomain, createEntity, deleteEntity, entityFieldSelection, entityNotFound, entityScope, toEntityFields, toggleEntityState, updateEntity, visibleRows, type EntityFieldRow } from '../../../core/server/entities';
import { defineRoute, type RouteContext, isoDay } from '../../../core/server/plugin';
import type { Tracking, TrackingListItem, TrackingValues } from '../common/Tracking';
import { trackingDatatable } from '../common/trackingDatatable';
import { trackingPaths } from '../common/trackingPaths';
import { trackingSchema, trackingUpdateSchema, type TrackingInput } from '../common/trackingSchema';
import { readAssignments, writeAssignments } from './trackingAssignments';
import { assertReadablePixels } from './assertReadablePixels';
import { firingTrackings } from './firingTrackings';
import { trackingEntity } from './trackingEntity';
import { trackingsDb } from './TrackingsTables';

/** The detail's texts for API readers (TK-22); the console words the codes in its own language. */
const DEVICE_TYPE_TEXTS: Record<DeviceType, string> = { all: 'All devices', desktop: 'Desktop', mobile: 'Mobile', app: 'App' };

/** What the wizard edits (GET edit): the schema's fields and the version. */
const VALUE_KEYS = [...Object.keys(trackingSchema.fields), 'version'] as (keyof TrackingValues)[];

/** The trackings the caller may see (their organisations', every one for an admin), with the fields a list row shows. */
async function visibleTrackings(ctx: RouteContext) {
  return trackingsDb(ctx.db)
    .selectFrom('trackings')
    .leftJoin('domains', 'domains.id', 'trackings.domain_id')
    .select([
      'trackings.id',
      'trackings.name',
      isoDay('trackings.start_date').as('start_date'),
      isoDay('trackings.end_date').as('end_date'),
      'trackings.domain_id',
      'domains.title as domain',
      'trackings.device_type',
      'trackings.auto_assignment',
      'trackings.active',
      'trackings.created_at',
      ...entityFieldSelection('trackings'),
    ])
    .where(visibleRows('trackings', await entityScope(ctx)));
}

type TrackingRow = EntityFieldRow & Omit<TrackingListItem, keyof EntityFieldRow | 'email' | 'auditInformation'>;

function toListItem(row: TrackingRow): TrackingListItem {
  return {
    id: row.id,
    name: row.name,
    start_date: row.start_date,
    end_date: row.end_date,
    domain_id: row.domain_id,
    // A tracking on all domains has none; one whose domain is gone has none either.
    domain: row.domain_id === 0 ? null : row.domain,
    device_type: row.device_type,
    auto_assignment: row.auto_assignment,
    active: row.active,
    ...toEntityFields(row),
  };
}

/** One tracking the caller may see, with its assignments and texts; 404 for any other. */
async function showTracking(ctx: RouteContext, id: number): Promise<Tracking> {
  const row = await (await visibleTrackings(ctx)).where('trackings.id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound(trackingEntity);
  const item = toListItem(row);
  return {
    ...item,
    ...(await readAssignments(ctx.db, id)),
    deviceType: DEVICE_TYPE_TEXTS[item.device_type],
    autoAssignment: item.auto_assignment ? 'Yes' : 'No',
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The columns of the trackings row itself (the assignments have tables of their own). */
const ownColumns = (body: Omit<TrackingInput, 'active'>) => ({
  name: body.name,
  start_date: body.start_date ?? null,
  end_date: body.end_date ?? null,
  domain_id: body.domain_id,
  device_type: body.device_type,
  auto_assignment: body.auto_assignment,
});

/**
 * The tracking calls (management §7, API-67; methods as OP-09): datatable (viewTrackings), and
 * show, get for edit, create, update, destroy and toggleState (crudTrackings), each over the
 * trackings the caller may see: another organisation's is a 404. The domain is checked against
 * the caller's before anything is written (422 stores nothing); a write and its assignments go
 * in one transaction; an update carries the version it was edited from (409 when stale).
 */
export const trackingRoutes = [
  defineDatatable(trackingDatatable, {
    rows: visibleTrackings,
    sort: { id: 'trackings.id', name: 'trackings.name', start_date: 'trackings.start_date', end_date: 'trackings.end_date', active: 'trackings.active' },
    search: ['trackings.name', 'trackings.id'],
    filters: {
      active: (active) => sql<SqlBool>`${sql.ref('trackings.active')} = ${active}`,
      // Running on some day of the range: open dates run on.
      from: (from) => sql<SqlBool>`(${sql.ref('trackings.end_date')} is null or ${sql.ref('trackings.end_date')} >= ${from}::date)`,
      to: (to) => sql<SqlBool>`(${sql.ref('trackings.start_date')} is null or ${sql.ref('trackings.start_date')} <= ${to}::date)`,
    },
    toItem: toListItem,
  }),
  defineRoute({
    method: 'GET',
    url: trackingPaths.show(':id'),
    permission: 'crudTrackings',
    schema: { params: idParams },
    handler: (ctx) => showTracking(ctx, ctx.params.id),
  }),
  defineRoute({
    method: 'GET',
    url: trackingPaths.edit(':id'),
    permission: 'crudTrackings',
    schema: { params: idParams },
    async handler(ctx): Promise<TrackingValues> {
      const tracking = await showTracking(ctx, ctx.params.id);
      return Object.fromEntries(VALUE_KEYS.map((key) => [key, tracking[key]])) as TrackingValues;
    },
  }),
  defineRoute({
    method: 'POST',
    url: trackingPaths.create,
    permission: 'crudTrackings',
    schema: { body: trackingSchema },
    async handler(ctx): Promise<{ id: number }> {
      await assertCampaignDomain(ctx, ctx.body.domain_id);
      await assertReadablePixels(ctx, ctx.body.assignedPixels);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const created = await createEntity({ ...ctx, db: trx }, trackingEntity, { ...ownColumns(ctx.body), active: ctx.body.active });
        await writeAssignments(trx, created, ctx.body);
        return created;
      });
      firingTrackings.invalidate(ctx.db);
      return { id };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: trackingPaths.update(':id'),
    permission: 'crudTrackings',
    schema: { params: idParams, body: trackingUpdateSchema },
    async handler(ctx): Promise<Tracking> {
      const { id } = ctx.params;
      await assertCampaignDomain(ctx, ctx.body.domain_id);
      await assertReadablePixels(ctx, ctx.body.assignedPixels);
      await ctx.db.transaction().execute(async (trx) => {
        await updateEntity({ ...ctx, db: trx }, trackingEntity, id, ctx.body.version, ownColumns(ctx.body));
        await writeAssignments(trx, id, ctx.body);
      });
      firingTrackings.invalidate(ctx.db);
      return showTracking(ctx, id);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: trackingPaths.remove(':id'),
    permission: 'crudTrackings',
    schema: { params: idParams },
    async handler(ctx) {
      // The assignments go by their foreign keys' cascade.
      await deleteEntity(ctx, trackingEntity, ctx.params.id);
      firingTrackings.invalidate(ctx.db);
      return { id: ctx.params.id };
    },
  }),
  defineRoute({
    method: 'POST',
    url: trackingPaths.toggleState,
    permission: 'crudTrackings',
    schema: { body: toggleStateSchema },
    async handler(ctx): Promise<{ id: number; active: boolean }> {
      const { id, newState } = ctx.body;
      await toggleEntityState(ctx, trackingEntity, id, newState);
      firingTrackings.invalidate(ctx.db);
      return { id, active: newState };
    },
  }),
];
