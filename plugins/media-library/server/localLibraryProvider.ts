import { mediaUrl } from '../../../core/common/media';
import { entityScope } from '../../../core/server/entities';
import type { ImageSearchProvider } from '../../../core/server/media';

/**
 * The local media library as a search provider, the fallback of the stock and animated libraries:
 * images whose tags hold every word searched, of the caller's organisations and the shared ones
 * (admins: all), newest first. The library has no videos, so it serves no video search.
 */
export const localLibraryProvider: ImageSearchProvider = {
  id: 'media-library',
  fallback: true,
  libraries: () => ['stock', 'animated'],
  async search({ library, search, page, perPage }, ctx) {
    const scope = await entityScope(ctx);
    const files = await ctx.services.media.library.search({ search, animated: library === 'animated', scope, page, perPage });
    return files.map((file) => ({ id: file.filename, previewURL: mediaUrl(file.filename), downloadURL: mediaUrl(file.filename), tags: file.tags }));
  },
};
