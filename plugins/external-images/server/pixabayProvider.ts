import type { ImageSearchProvider } from '../../../core/server/media';
import { list, providerRequest, text } from './providerRequest';

/** Pixabay's image search API (https://pixabay.com/api/docs/). */
const PIXABAY_API = 'https://pixabay.com/api/';

/**
 * The stock library from Pixabay, on with IMAGE_SEARCH_PIXABAY_KEY. Its reply
 * `{ totalHits, hits: [{ id, tags, previewURL, webformatURL, largeImageURL }] }` becomes items:
 * the small preview, the large image to download, the tags as given.
 */
export const pixabayProvider: ImageSearchProvider = {
  id: 'pixabay',
  libraries: (config) => (config.imageSearch.pixabay ? ['stock'] : []),
  async search({ search, page, perPage }, ctx) {
    const reply = await providerRequest(ctx.services.config.imageSearch.pixabay, PIXABAY_API, '', { key: ctx.services.config.imageSearch.pixabay.key, q: search || undefined, image_type: 'photo', safesearch: 'true', page, per_page: perPage });
    return list((reply as { hits?: unknown }).hits)
      .map((hit) => ({ id: text(hit.id), previewURL: text(hit.previewURL), downloadURL: text(hit.largeImageURL) || text(hit.webformatURL), tags: text(hit.tags) }))
      .filter((item) => item.id && item.previewURL && item.downloadURL);
  },
};
