import type { FastifyInstance } from 'fastify';
import { DEFAULT_MEDIA_BASE_URL } from '../../common/media/mediaUrl';
import type { Media } from './Media';
import { mediaContentType } from './MediaStore';

/** A year: a stored file never changes under its name (FileMediaStore never reuses one). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /media/<filename>: the stored images, public like any image of a page. Only names the
 * store gives out are read (no path, no traversal: anything else is a 404), each with the type
 * its extension stands for, `nosniff`, a policy that lets the file run nothing even when opened
 * directly, and a long cache.
 */
export function registerMediaRoute(app: FastifyInstance, media: Media) {
  app.get<{ Params: { filename: string } }>(`${DEFAULT_MEDIA_BASE_URL}:filename`, async (request, reply) => {
    const { filename } = request.params;
    const type = mediaContentType(filename);
    const bytes = type && (await media.store.read(filename));
    if (!type || !bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', CACHE_CONTROL)
      // Public images: an ad on a publisher's page shows them too.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-disposition', `inline; filename="${filename}"`)
      .send(bytes);
  });
}
