import * as yup from 'yup';
import { IMAGE_LIBRARIES, IMAGE_SEARCH_PAGE_SIZE, imagePaths, type ImageSearchReply, type ImageSources } from '../../common/media/imageSearch';
import { apiParams, lazyMessage, safeText, validationMessage } from '../../common/validation';
import { ApiError } from '../http/ApiError';
import { defineRoute } from '../plugin/defineServerPlugin';

/** Pages beyond this are refused: providers page only so far (Pixabay: 500 results). */
const MAX_PAGE = 50;

const searchSchema = yup.object({
  library: apiParams.oneOf('library', IMAGE_LIBRARIES).required(lazyMessage('required', { field: 'library' })),
  search: safeText(100, { trim: true }).default(''),
  page: apiParams.count('page', 1, MAX_PAGE).default(1),
});

/** The libraries the dialog may offer (a provider serves them) and the upload limit its file check uses. */
export const imageSourcesRoute = defineRoute({
  method: 'GET',
  url: imagePaths.sources,
  permission: 'searchImages',
  handler: (ctx): ImageSources => ({ libraries: ctx.services.imageSearch.libraries(IMAGE_LIBRARIES), maxBytes: ctx.services.config.media.maxBytes }),
});

/**
 * POST images/search (IM-04): one page of a library's results from the provider serving it; a
 * library no provider serves is a 422 on `library`, a provider that fails a 502.
 */
export const imageSearchRoute = defineRoute({
  method: 'POST',
  url: imagePaths.search,
  permission: 'searchImages',
  searchAsYouType: true,
  schema: { body: searchSchema },
  async handler(ctx): Promise<ImageSearchReply> {
    const { library, search, page } = ctx.body;
    const provider = ctx.services.imageSearch.providerFor(library);
    if (!provider) throw ApiError.validation({ library: [validationMessage('oneOfValues', { field: 'library', values: ctx.services.imageSearch.libraries(IMAGE_LIBRARIES).join(', ') })] });
    try {
      return { items: await provider.search({ library, search: search ?? '', page, perPage: IMAGE_SEARCH_PAGE_SIZE }, ctx) };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      ctx.request.log.warn({ err, provider: provider.id }, 'image search provider failed');
      throw new ApiError(502, 'image_search_failed', 'The image search is not available right now.');
    }
  },
});
