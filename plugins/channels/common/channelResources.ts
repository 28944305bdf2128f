import { resourceRef } from '../../../core/common/resources';
import type { MonitoringFilter } from '../../monitoring/common/monitoringFilter';
import type { ChannelUsersRow } from './ChannelUsersRow';

/** The resources the channels plugin serves: a reader imports these and requires `channels`. */
export const channelResources = {
  /** Visitors and page views per channel in the window, most users first: loaded by the insights overview, followed by the realtime ChannelsCard. */
  usersChannels: resourceRef<MonitoringFilter, ChannelUsersRow[]>('users/channels', { permission: 'viewMonitoring', feedPermission: 'viewRealtime' }),
};
