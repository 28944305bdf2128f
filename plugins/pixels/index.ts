import { definePlugin } from '../../core/common/plugin';
import { all, crud, productModule } from '../../core/common/permissions';

/** Pixels fired for audiences, trackings and transfers: the management screen at /pixel/manage, its API under /api/v1/pixels. */
export default definePlugin({
  id: 'pixels',
  product: 'dmp',
  permissions: {
    viewPixels: all('PIXELS.VIEW', productModule('dmp')),
    crudPixels: all(...crud('PIXELS'), productModule('dmp')),
  },
  routes: [
    {
      path: '/pixel/manage',
      name: 'managePixels',
      permission: 'crudPixels',
      title: 'title',
      load: () => import('./client/PixelsPage'),
    },
  ],
  nav: [{ route: 'managePixels', icon: 'code-block', label: 'title' }],
  server: true,
  // The wizards' pixel picker and the details' assigned pixels, for transfers and trackings (common/pixelsContract).
  contract: () => import('./client/pixelsContract'),
});
