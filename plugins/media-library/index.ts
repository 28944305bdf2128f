import { definePlugin } from '../../core/common/plugin';

/**
 * The embedded image search (ARCHITECTURE "Media"): the add-image dialog's stock and animated
 * libraries search the local media library — uploads, URL imports and the demo's images — when
 * no external provider serves them. It calls nothing outside this server.
 */
export default definePlugin({
  id: 'media-library',
  product: 'core',
  server: true,
});
