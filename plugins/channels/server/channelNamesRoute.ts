import { defineRoute } from '../../../core/server/plugin';
import { entityScope, visibleRows } from '../../../core/server/entities';
import type { ChannelName } from '../common/ChannelName';
import { channelPaths } from '../common/channelPaths';
import { channelsDb } from './ChannelsTables';

/**
 * GET names: the id and title of every channel of the caller's organisations, for the channel
 * filter's values and chips (FB-02). Readable with the monitoring rule, like users/channels which
 * shows the same titles, since whoever filters a dashboard may lack manageChannels. Not every
 * organisation's for an admin: a filter names the channels of the caller's own sites. A caller
 * without an organisation has no channels (not a 403, which would leave the dashboard).
 */
export const channelNamesRoute = defineRoute({
  method: 'GET',
  url: channelPaths.names,
  permission: 'viewMonitoring',
  async handler(ctx): Promise<ChannelName[]> {
    const scope = await entityScope(ctx);
    return channelsDb(ctx.db)
      .selectFrom('channels')
      .select(['id', 'title'])
      .where(visibleRows('channels', { ...scope, all: false }))
      .orderBy('title')
      .execute();
  },
});
