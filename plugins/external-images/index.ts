import { definePlugin } from '../../core/common/plugin';

/**
 * External image and video search for the add-image dialog: Pixabay (stock), Giphy (animated) and
 * YouTube (video). Each stays off until its key is configured (IMAGE_SEARCH_PIXABAY_KEY,
 * IMAGE_SEARCH_GIPHY_KEY, IMAGE_SEARCH_YOUTUBE_KEY; docs/deployment.md), so no default or test
 * path calls the internet.
 */
export default definePlugin({
  id: 'external-images',
  product: 'core',
  server: true,
});
