import { definePlugin } from '../../core/common/plugin/definePlugin';
import { all, crud, productModule } from '../../core/common/permissions/permissionRule';

/** Channels: named path prefixes of the user's sites. */
export default definePlugin({
  id: 'channels',
  product: 'account',
  permissions: {
    manageChannels: all(...crud('CHANNELS'), productModule('account')),
  },
});
