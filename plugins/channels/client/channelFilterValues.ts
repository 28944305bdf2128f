import type { ApiError } from '../../../core/client/api';
import type { ChoiceFieldValues } from '../../../core/common/filter';
import type { ChannelName } from '../common/ChannelName';
import { channelPaths } from '../common/channelPaths';

/**
 * The channel field's values: every channel of the user's organisation (spec §7: channels are
 * loaded through their list call), so a ?channel= chip is named even for a channel without
 * traffic lately. A failure leaves the list empty.
 */
const channelFilterValues: ChoiceFieldValues = {
  async load(api) {
    try {
      return (await api.get<ChannelName[]>(channelPaths.names)).map((c) => ({ value: c.id, label: c.title }));
    } catch (error) {
      console.error('Loading channels failed:', (error as ApiError).code);
      return [];
    }
  },
};

export default channelFilterValues;
