import type { Channel } from './Channel';

/** A channel as the channel filter names it. */
export type ChannelName = Pick<Channel, 'id' | 'title'>;
