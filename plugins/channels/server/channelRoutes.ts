import { sql, type SqlBool } from 'kysely';
import { idParams } from '../../../core/common/validation';
import { defineDatatable } from '../../../core/server/datatable';
import { createEntity, deleteEntity, entityFieldSelection, entityNotFound, entityScope, toEntityFields, updateEntity, visibleRows, type EntityFieldRow } from '../../../core/server/entities';
import { defineRoute, type RouteContext } from '../../../core/server/plugin';
import type { Channel } from '../common/Channel';
import { channelDatatable } from '../common/channelDatatable';
import { channelPaths } from '../common/channelPaths';
import { channelSchema, channelUpdateSchema } from '../common/channelSchema';
import type { ChannelCache } from './ChannelCache';
import { channelEntity } from './channelEntity';
import { channelsDb } from './ChannelsTables';

/** The channels the caller may see (their organisations', every one for an admin), with the fields a reply shows. */
async function visibleChannels(ctx: RouteContext) {
  return channelsDb(ctx.db)
    .selectFrom('channels')
    .select(['channels.id', 'channels.title', 'channels.path', 'channels.created_at', ...entityFieldSelection('channels')])
    .where(visibleRows('channels', await entityScope(ctx)));
}

/** One channel the caller may see; 404 for any other. */
async function showChannel(ctx: RouteContext, id: number): Promise<Channel> {
  const row = await (await visibleChannels(ctx)).where('channels.id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound(channelEntity);
  return toChannel(row);
}

/**
 * GET list and datatable, POST create, GET/PUT/DELETE /{id} (management §7, OP-09), each over
 * the channels the caller may see: another organisation's channel is a 404. An update carries
 * the version it was edited from (409 when stale). Every change refreshes the ingest's channels.
 */
export function channelRoutes(cache: ChannelCache) {
  return [
    defineRoute({
      method: 'GET',
      url: channelPaths.list,
      permission: 'manageChannels',
      async handler(ctx): Promise<Channel[]> {
        const rows = await (await visibleChannels(ctx)).orderBy('channels.id', 'desc').execute();
        return rows.map(toChannel);
      },
    }),
    defineDatatable(channelDatatable, {
      rows: visibleChannels,
      sort: { id: 'channels.id', title: 'channels.title', path: 'channels.path', created_at: 'channels.created_at' },
      search: ['channels.title', 'channels.path'],
      filters: {
        createdFrom: (from) => sql<SqlBool>`${sql.ref('channels.created_at')} >= ${new Date(from)}`,
        createdTo: (to) => sql<SqlBool>`${sql.ref('channels.created_at')} < ${new Date(to)}`,
      },
      toItem: toChannel,
    }),
    defineRoute({
      method: 'GET',
      url: channelPaths.show(':id'),
      permission: 'manageChannels',
      schema: { params: idParams },
      handler: (ctx) => showChannel(ctx, ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      url: channelPaths.create,
      permission: 'manageChannels',
      schema: { body: channelSchema },
      async handler(ctx): Promise<Channel> {
        const id = await createEntity(ctx, channelEntity, { title: ctx.body.title, path: ctx.body.path });
        cache.invalidate(ctx.db);
        return showChannel(ctx, id);
      },
    }),
    defineRoute({
      method: 'PUT',
      url: channelPaths.update(':id'),
      permission: 'manageChannels',
      schema: { params: idParams, body: channelUpdateSchema },
      async handler(ctx): Promise<Channel> {
        await updateEntity(ctx, channelEntity, ctx.params.id, ctx.body.version, { title: ctx.body.title, path: ctx.body.path });
        cache.invalidate(ctx.db);
        return showChannel(ctx, ctx.params.id);
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: channelPaths.remove(':id'),
      permission: 'manageChannels',
      schema: { params: idParams },
      async handler(ctx) {
        await deleteEntity(ctx, channelEntity, ctx.params.id);
        cache.invalidate(ctx.db);
        return { id: ctx.params.id };
      },
    }),
  ];
}

function toChannel(row: EntityFieldRow & { title: string; path: string }): Channel {
  return { id: row.id, title: row.title, path: row.path, created_at: new Date(row.created_at).toISOString(), ...toEntityFields(row) };
}
