import { definePlugin } from '../../core/common/plugin';
import { all, crud, productModule } from '../../core/common/permissions';

/** Audience transfers: remarketing campaigns that pass audiences to other systems. */
export default definePlugin({
  id: 'transfers',
  product: 'dmp',
  permissions: {
    viewTransferAudiences: all('AUDIENCE_TRANSFERS.VIEW', productModule('dmp')),
    crudTransferAudiences: all(...crud('AUDIENCE_TRANSFERS'), 'PIXELS.VIEW', productModule('dmp')),
  },
});
