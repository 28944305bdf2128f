import { sql, type SqlBool } from 'kysely';
import * as yup from 'yup';
import { apiParams, lazyMessage } from '../../../core/common/validation';
import { defineDatatable } from '../../../core/server/datatable';
import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import type { Channel } from '../common/Channel';
import { channelDatatable } from '../common/channelDatatable';
import { channelPaths } from '../common/channelPaths';
import { channelSchema } from '../common/channelSchema';
import { callerOrganisation } from './callerOrganisation';
import type { ChannelCache } from './ChannelCache';
import { channelsDb } from './ChannelsTables';

const idParams = yup.object({ id: apiParams.id('id').required(lazyMessage('required', { field: 'id' })) });

/** GET list and datatable, POST create, DELETE /{id} (management §7), each scoped to the caller's organisation. */
export function channelRoutes(cache: ChannelCache) {
  return [
    defineRoute({
      method: 'GET',
      url: channelPaths.list,
      permission: 'manageChannels',
      async handler(ctx): Promise<Channel[]> {
        const rows = await channelsDb(ctx.db)
          .selectFrom('channels')
          .select(['id', 'title', 'path', 'created_at'])
          .where('organisation_id', '=', await callerOrganisation(ctx))
          .orderBy('id', 'desc')
          .execute();
        return rows.map(toChannel);
      },
    }),
    defineDatatable(channelDatatable, {
      rows: async (ctx) =>
        channelsDb(ctx.db)
          .selectFrom('channels')
          .select(['id', 'title', 'path', 'created_at'])
          .where('organisation_id', '=', await callerOrganisation(ctx)),
      sort: { id: 'channels.id', title: 'channels.title', path: 'channels.path', created_at: 'channels.created_at' },
      search: ['channels.title', 'channels.path'],
      filters: {
        createdFrom: (from) => sql<SqlBool>`${sql.ref('channels.created_at')} >= ${new Date(from)}`,
        createdTo: (to) => sql<SqlBool>`${sql.ref('channels.created_at')} < ${new Date(to)}`,
      },
      toItem: toChannel,
    }),
    defineRoute({
      method: 'POST',
      url: channelPaths.create,
      permission: 'manageChannels',
      schema: { body: channelSchema },
      async handler(ctx): Promise<Channel> {
        const row = await channelsDb(ctx.db)
          .insertInto('channels')
          .values({ organisation_id: await callerOrganisation(ctx), title: ctx.body.title, path: ctx.body.path })
          .returning(['id', 'title', 'path', 'created_at'])
          .executeTakeFirstOrThrow();
        cache.invalidate(ctx.db);
        return toChannel(row);
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: channelPaths.remove(':id'),
      permission: 'manageChannels',
      schema: { params: idParams },
      async handler(ctx) {
        const deleted = await channelsDb(ctx.db)
          .deleteFrom('channels')
          .where('id', '=', ctx.params.id)
          .where('organisation_id', '=', await callerOrganisation(ctx))
          .returning('id')
          .executeTakeFirst();
        if (!deleted) throw new ApiError(404, 'channel_not_found', 'Channel not found.');
        cache.invalidate(ctx.db);
        return { id: deleted.id };
      },
    }),
  ];
}

function toChannel(row: { id: number; title: string; path: string; created_at: Date | string }): Channel {
  return { id: row.id, title: row.title, path: row.path, created_at: new Date(row.created_at).toISOString() };
}
