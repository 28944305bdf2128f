import { definePlugin } from '../../core/common/plugin';
import { all, crud, productModule, rule } from '../../core/common/permissions';
import { transferRoutes } from './common/transferRoutes';

/** Audience transfers: remarketing campaigns that pass audiences to other systems. */
export default definePlugin({
  id: 'transfers',
  product: 'dmp',
  // The wizard's pixel step and the detail's assigned pixels (pixels contract); its audiences, validated against the audiences table (audiences contract).
  requires: ['pixels', 'audiences'],
  permissions: {
    viewTransferAudiences: all('AUDIENCE_TRANSFERS.VIEW', productModule('dmp')),
    crudTransferAudiences: all(...crud('AUDIENCE_TRANSFERS'), 'PIXELS.VIEW', productModule('dmp')),
  },
  // The wizard's interests and properties: its editors pick from the taxonomy without AUDIENCES.VIEW (PM-15 does not ask it).
  widensRules: { readAudiences: rule('crudTransferAudiences') },
  routes: [
    { path: transferRoutes.list, name: 'transferAudiences', permission: 'viewTransferAudiences', title: 'title', load: () => import('./client/TransfersPage') },
    { path: transferRoutes.detail(':id'), name: 'transferAudiencesDetail', permission: 'crudTransferAudiences', title: 'detail.title', load: () => import('./client/TransferDetailPage') },
  ],
  nav: [{ route: 'transferAudiences', icon: 'exchange', label: 'title' }],
  server: true,
});
