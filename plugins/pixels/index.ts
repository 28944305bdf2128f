import { definePlugin } from '../../core/common/plugin';
import { all, crud, productModule } from '../../core/common/permissions';

/** Pixels fired for audiences, trackings and transfers. */
export default definePlugin({
  id: 'pixels',
  product: 'dmp',
  permissions: {
    viewPixels: all('PIXELS.VIEW', productModule('dmp')),
    crudPixels: all(...crud('PIXELS'), productModule('dmp')),
  },
});
