import type { ImageSearchProvider } from '../../../core/server/media';
import { list, object, providerRequest, text } from './providerRequest';

/** The YouTube Data API v3 (https://developers.google.com/youtube/v3/docs/search/list). */
const YOUTUBE_API = 'https://www.googleapis.com/youtube/v3/';

/** YouTube pages by token, the dialog by number: the token of each page met, per search term (bounded). */
const pageTokens = new Map<string, string>();
const MAX_TOKENS = 1000;

const tokenKey = (search: string, perPage: number, page: number) => `${perPage}\u0000${page}\u0000${search}`;

/**
 * The video library from YouTube, on with IMAGE_SEARCH_YOUTUBE_KEY. Its search reply
 * `{ nextPageToken, items: [{ id: { videoId }, snippet: { title, thumbnails: { medium, default } } }] }`
 * becomes video items: the video id, its watch URL to download (the audience keeps the id), the
 * thumbnail as preview — the dialog shows thumbnails, never an embedded third-party player.
 */
export const youtubeProvider: ImageSearchProvider = {
  id: 'youtube',
  libraries: (config) => (config.imageSearch.youtube ? ['video'] : []),
  async search({ search, page, perPage }, ctx) {
    const access = ctx.services.config.imageSearch.youtube;
    let reply: Record<string, unknown> = {};
    // A page whose token is not known yet is reached by walking from the last one known.
    let from = page;
    while (from > 1 && !pageTokens.has(tokenKey(search, perPage, from))) from--;
    for (let current = from; current <= page; current++) {
      const pageToken = current > 1 ? pageTokens.get(tokenKey(search, perPage, current)) : undefined;
      if (current > 1 && !pageToken) return [];
      reply = object(await providerRequest(access, YOUTUBE_API, 'search', { key: access.key, part: 'snippet', type: 'video', safeSearch: 'strict', q: search || undefined, maxResults: perPage, pageToken }));
      const next = text(reply.nextPageToken);
      if (next) {
        if (pageTokens.size >= MAX_TOKENS) pageTokens.delete(pageTokens.keys().next().value!);
        pageTokens.set(tokenKey(search, perPage, current + 1), next);
      }
    }
    return list(reply.items).map((item) => {
      const videoId = text(object(item.id).videoId);
      const thumbnails = object(object(item.snippet).thumbnails);
      return {
        id: videoId,
        previewURL: text(object(thumbnails.medium).url) || text(object(thumbnails.default).url),
        downloadURL: videoId && `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
        tags: text(object(item.snippet).title),
      };
    }).filter((item) => item.id && item.previewURL);
  },
};
