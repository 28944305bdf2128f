import { defineEntity } from '../../../core/server/entities';
import type { ChannelTable } from './ChannelsTables';

/** Channels as a management entity: scoped to the caller's organisations, audited, versioned (issue 14). */
export const channelEntity = defineEntity<ChannelTable>({ type: 'channel', table: 'channels', permission: 'manageChannels', notFound: 'Channel not found.' });
