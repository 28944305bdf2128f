import { definePlugin } from '../../core/common/plugin/definePlugin';
import { all, crud, productModule } from '../../core/common/permissions/permissionRule';

/** Pixels fired for audiences, trackings and transfers. */
export default definePlugin({
  id: 'pixels',
  product: 'dmp',
  permissions: {
    viewPixels: all('PIXELS.VIEW', productModule('dmp')),
    crudPixels: all(...crud('PIXELS'), productModule('dmp')),
  },
});
