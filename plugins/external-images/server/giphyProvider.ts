import type { ImageSearchProvider } from '../../../core/server/media';
import { list, object, providerRequest, text } from './providerRequest';

/** Giphy's GIF API (https://developers.giphy.com/docs/api/endpoint). */
const GIPHY_API = 'https://api.giphy.com/v1/gifs/';

/**
 * The animated library from Giphy, on with IMAGE_SEARCH_GIPHY_KEY: `search` for a term, `trending`
 * without one. Its reply `{ data: [{ id, title, images: { fixed_width_small, fixed_height, original } }] }`
 * becomes items: a small animation to preview, the original to download, the title as tags.
 */
export const giphyProvider: ImageSearchProvider = {
  id: 'giphy',
  libraries: (config) => (config.imageSearch.giphy ? ['animated'] : []),
  async search({ search, page, perPage }, ctx) {
    const access = ctx.services.config.imageSearch.giphy;
    const reply = await providerRequest(access, GIPHY_API, search ? 'search' : 'trending', { api_key: access.key, q: search || undefined, limit: perPage, offset: (page - 1) * perPage, rating: 'g' });
    return list((reply as { data?: unknown }).data).map((gif) => {
      const images = object(gif.images);
      const url = (name: string) => text(object(images[name]).url);
      return { id: text(gif.id), previewURL: url('fixed_width_small') || url('fixed_height'), downloadURL: url('original'), tags: text(gif.title) };
    }).filter((item) => item.id && item.previewURL && item.downloadURL);
  },
};
