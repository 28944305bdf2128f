import type { ApiError } from '../../../core/client/api';
import type { ChoiceFieldValues } from '../../../core/common/filter';
import { resourcePath, type ReplyOf } from '../../../core/common/resources';
import { channelResources } from '../common/channelResources';

/** Channels with traffic in this many days are offered. */
const CHANNEL_DAYS = 30;
const CHANNEL_LIMIT = 50;

/**
 * The channel field's values: the channels with traffic lately, from the users/channels data set
 * (readable with the monitoring rule, unlike the channel management list). A failure leaves the list empty.
 */
const channelFilterValues: ChoiceFieldValues = {
  async load(api) {
    const now = Date.now();
    try {
      const rows = await api.get<ReplyOf<typeof channelResources.usersChannels>>(resourcePath(channelResources.usersChannels), { host: 'analytics', query: { from: now - CHANNEL_DAYS * 86_400_000, to: now, size: CHANNEL_LIMIT } });
      return rows.map((c) => ({ value: c.key, label: c.title }));
    } catch (error) {
      console.error('Loading channels failed:', (error as ApiError).code);
      return [];
    }
  },
};

export default channelFilterValues;
