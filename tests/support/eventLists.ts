import { AUDIENCE_EVENT_LIST } from '../../plugins/audiences/server/audienceEventList';
import { CHANNEL_EVENT_LIST } from '../../plugins/channels/server/channelEventList';
import { EventLists } from '../../core/server/events/duckdb/eventColumns';

/** The id lists of the default plugins, for stores opened without a server. */
export const TEST_EVENT_LISTS = [AUDIENCE_EVENT_LIST, CHANNEL_EVENT_LIST];
export const testEventLists = new EventLists(TEST_EVENT_LISTS);
