import { sql, type SqlBool } from 'kysely';
import { reviewApproveSchema, reviewRejectSchema } from '../../../core/common/entities';
import { idParams } from '../../../core/common/validation';
import { defineDatatable } from '../../../core/server/datatable';
import { createEntity, deleteEntity, entityFieldSelection, entityNotFound, entityScope, toEntityFields, updateEntity, visibleRows, type EntityFieldRow } from '../../../core/server/entities';
import { ApiError } from '../../../core/server/http';
import { defineRoute, type RouteContext } from '../../../core/server/plugin';
import type { Pixel, PixelChoice } from '../common/Pixel';
import { pixelReviewAfterSave, type PixelReview } from '../common/pixelApproval';
import { pixelDatatable } from '../common/pixelDatatable';
import { pixelPaths } from '../common/pixelPaths';
import { pixelSchema, pixelUpdateSchema } from '../common/pixelSchema';
import { PIXEL_TYPE_FIELD_NAMES } from '../common/pixelTypeFields';
import { storedPixelFields, type PixelFields } from '../common/storedPixelFields';
import { firablePixels } from './firablePixels';
import { pixelEntity } from './pixelEntity';
import { pixelsDb } from './PixelsTables';
import { withTriggered } from './triggeredCounts';

type PixelRow = EntityFieldRow & PixelFields & PixelReview;

/** The pixels the caller may see (their organisations', every one for an admin), with the fields a reply shows. */
async function visiblePixels(ctx: RouteContext) {
  const columns = ['title', 'type', 'approved', 'rejection_reason', 'image', ...PIXEL_TYPE_FIELD_NAMES, 'created_at'] as const;
  return pixelsDb(ctx.db)
    .selectFrom('pixels')
    .select(['pixels.id', ...columns.map((c) => `pixels.${c}` as const), ...entityFieldSelection('pixels')])
    .where(visibleRows('pixels', await entityScope(ctx)));
}

/** One pixel the caller may see, without its count; 404 for any other. */
async function visiblePixel(ctx: RouteContext, id: number): Promise<Omit<Pixel, 'triggered'>> {
  const row = await (await visiblePixels(ctx)).where('pixels.id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound(pixelEntity);
  return toPixel(row);
}

/** One pixel the caller may see, with how often it fired. */
async function showPixel(ctx: RouteContext, id: number): Promise<Pixel> {
  const [pixel] = await withTriggered(ctx.services.events, [await visiblePixel(ctx, id)]);
  return pixel;
}

/**
 * The pixels calls (management §7; OP-09's REST conventions for show, update, destroy), each over
 * the pixels the caller may see: another organisation's pixel is a 404. Reading takes viewPixels,
 * changing crudPixels; the back-office review (OP-12: the queue of javascript pixels waiting,
 * approve, reject with a reason) takes viewModuleAdmin. A save sets the review
 * (pixelReviewAfterSave): a javascript pixel needs a new approval for new code (PX-05).
 * An update or a review carries the version it started from (409 when stale).
 */
export const pixelRoutes = [
  defineRoute({
    method: 'GET',
    url: pixelPaths.getPixels,
    permission: 'viewPixels',
    async handler(ctx): Promise<PixelChoice[]> {
      const rows = await (await visiblePixels(ctx)).orderBy('pixels.title').orderBy('pixels.id').execute();
      const pixels = await withTriggered(ctx.services.events, rows.map(toPixel));
      return pixels.map(({ id, title, type, approved, triggered }) => ({ id, title, type, approved, triggered }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: pixelPaths.queue,
    permission: 'viewModuleAdmin',
    async handler(ctx): Promise<Pixel[]> {
      const rows = await (await visiblePixels(ctx)).where('pixels.type', '=', 'javascript').where('pixels.approved', '=', false).where('pixels.rejection_reason', 'is', null).orderBy('pixels.modified_at').orderBy('pixels.id').limit(100).execute();
      return withTriggered(ctx.services.events, rows.map(toPixel));
    },
  }),
  defineDatatable(pixelDatatable, {
    rows: visiblePixels,
    sort: { id: 'pixels.id', title: 'pixels.title', type: 'pixels.type', approved: 'pixels.approved', created_at: 'pixels.created_at' },
    search: ['pixels.title'],
    filters: {
      type: (type) => sql<SqlBool>`${sql.ref('pixels.type')} = ${type}`,
      approved: (approved) => sql<SqlBool>`${sql.ref('pixels.approved')} = ${approved}`,
    },
    toItem: toPixel,
    completePage: (pixels, ctx) => withTriggered(ctx.services.events, pixels),
  }),
  defineRoute({
    method: 'GET',
    url: pixelPaths.show(':id'),
    permission: 'viewPixels',
    schema: { params: idParams },
    handler: (ctx) => showPixel(ctx, ctx.params.id),
  }),
  defineRoute({
    method: 'POST',
    url: pixelPaths.create,
    permission: 'crudPixels',
    schema: { body: pixelSchema },
    async handler(ctx): Promise<{ id: number }> {
      const fields = storedPixelFields(ctx.body);
      const id = await createEntity(ctx, pixelEntity, { ...fields, ...pixelReviewAfterSave(undefined, fields) });
      firablePixels.invalidate(ctx.db);
      return { id };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: pixelPaths.update(':id'),
    permission: 'crudPixels',
    schema: { params: idParams, body: pixelUpdateSchema },
    async handler(ctx): Promise<Pixel> {
      const { version, ...input } = ctx.body;
      const stored = await visiblePixel(ctx, ctx.params.id);
      const fields = storedPixelFields(input);
      // Against the stored pixel: an edit of an older version is refused (409) by the update itself.
      await updateEntity(ctx, pixelEntity, ctx.params.id, version, { ...fields, ...pixelReviewAfterSave(stored, fields) });
      firablePixels.invalidate(ctx.db);
      return showPixel(ctx, ctx.params.id);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: pixelPaths.remove(':id'),
    permission: 'crudPixels',
    schema: { params: idParams },
    async handler(ctx) {
      await deleteEntity(ctx, pixelEntity, ctx.params.id);
      firablePixels.invalidate(ctx.db);
      return { id: ctx.params.id };
    },
  }),
  defineRoute({
    method: 'POST',
    url: pixelPaths.approve(':id'),
    permission: 'viewModuleAdmin',
    schema: { params: idParams, body: reviewApproveSchema },
    handler: (ctx) => review(ctx, ctx.params.id, ctx.body.version, { approved: true, rejection_reason: null }),
  }),
  defineRoute({
    method: 'POST',
    url: pixelPaths.reject(':id'),
    permission: 'viewModuleAdmin',
    schema: { params: idParams, body: reviewRejectSchema },
    handler: (ctx) => review(ctx, ctx.params.id, ctx.body.version, { approved: false, rejection_reason: ctx.body.reason }),
  }),
];

/** An admin's decision on a javascript pixel (the others count as approved: 409), for the version reviewed. */
async function review(ctx: RouteContext, id: number, version: number, decision: PixelReview): Promise<Pixel> {
  if ((await visiblePixel(ctx, id)).type !== 'javascript') throw new ApiError(409, 'pixel_not_reviewed', 'Only javascript pixels are reviewed; the others count as approved.');
  await updateEntity(ctx, pixelEntity, id, version, decision);
  firablePixels.invalidate(ctx.db);
  return showPixel(ctx, id);
}

function toPixel(row: PixelRow): Omit<Pixel, 'triggered'> {
  const { created_email: _created, modified_at: _modified, modified_email: _modifier, ...fields } = row;
  return { ...fields, created_at: new Date(row.created_at).toISOString(), ...toEntityFields(row) };
}
