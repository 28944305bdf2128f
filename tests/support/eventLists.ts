import { AUDIENCE_EVENT_LIST } from '../../plugins/audiences/server/audienceEventList';
import { AUDIENCE_QUALITY_EVENT_LISTS } from '../../plugins/audiences/server/audienceQualityEventLists';
import { META_KEY_EVENT_LIST, META_TAG_EVENT_LIST } from '../../plugins/audiences/server/metaTagEventLists';
import { TOPIC_EVENT_LIST } from '../../plugins/audiences/server/topicEventList';
import { CHANNEL_EVENT_LIST } from '../../plugins/channels/server/channelEventList';
import { EventLists } from '../../core/server/events/eventColumns';

/** The id lists of the default plugins, for stores opened without a server. */
export const TEST_EVENT_LISTS = [AUDIENCE_EVENT_LIST, ...Object.values(AUDIENCE_QUALITY_EVENT_LISTS), TOPIC_EVENT_LIST, META_TAG_EVENT_LIST, META_KEY_EVENT_LIST, CHANNEL_EVENT_LIST];
export const testEventLists = new EventLists(TEST_EVENT_LISTS);
