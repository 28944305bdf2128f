import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import type { ChannelName } from '../common/ChannelName';
import { channelPaths } from '../common/channelPaths';
import { callerOrganisation } from './callerOrganisation';
import { channelsDb } from './ChannelsTables';

/**
 * GET names: the id and title of every channel of the caller's organisation, for the channel
 * filter's values and chips (FB-02). Readable with the monitoring rule, like users/channels which
 * shows the same titles, since whoever filters a dashboard may lack manageChannels. A caller
 * without an organisation has no channels (not a 403, which would leave the dashboard).
 */
export const channelNamesRoute = defineRoute({
  method: 'GET',
  url: channelPaths.names,
  permission: 'viewMonitoring',
  async handler(ctx): Promise<ChannelName[]> {
    let organisation: number;
    try {
      organisation = await callerOrganisation(ctx);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'no_organisation') return [];
      throw error;
    }
    return channelsDb(ctx.db).selectFrom('channels').select(['id', 'title']).where('organisation_id', '=', organisation).orderBy('title').execute();
  },
});
