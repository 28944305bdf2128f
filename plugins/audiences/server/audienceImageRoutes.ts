import { updateEntity } from '../../../core/server/entities';
import { imageUploadBodyLimit } from '../../../core/server/media';
import { defineRoute } from '../../../core/server/plugin';
import type { AudienceEntity } from '../common/AudienceEntity';
import { audiencePaths } from '../common/audiencePaths';
import { storeAudienceSchema } from '../common/storeAudienceSchema';
import { audienceEntity } from './audienceEntity';
import { readAudience, showAudience, writer } from './audienceEntityRoutes';
import { assertMayChangeImage } from './audienceWriteAccess';

/**
 * POST images/storeAudience (IM-07, management §7): gives an audience the image or video chosen
 * in the add-image dialog. The image is taken in by the media service (an upload by its bytes, a
 * URL by a guarded download; refusals are 422s on `imageUrl`) and recorded in the audience's
 * organisation's library; the audience's previous file is deleted. Who may: crudAudiences and the
 * audience's writers (another organisation's audience is a 404; the shared taxonomy and the
 * provider's audiences only admins change, TM-10: 403). Replies with the audience as `show` does.
 */
export const audienceImageRoutes = [
  defineRoute({
    method: 'POST',
    url: audiencePaths.storeAudience,
    permission: 'crudAudiences',
    schema: { body: storeAudienceSchema },
    bodyLimit: imageUploadBodyLimit,
    async handler(ctx): Promise<AudienceEntity> {
      const { id, imageUrl, isBase64, ytVideoId } = ctx.body;
      const { media } = ctx.services;
      const w = await writer(ctx);
      const current = await readAudience(ctx, id, w.scope);
      assertMayChangeImage(w, current);
      const origin = { organisationId: current.organisation_id, createdBy: ctx.user!.id };
      const file = imageUrl ? await (isBase64 ? media.addDataUrl(imageUrl, origin, 'imageUrl') : media.addUrl(imageUrl, origin, 'imageUrl')) : undefined;
      try {
        await updateEntity(ctx, audienceEntity, id, current.version, { filename: file?.filename ?? null, yt_video_id: ytVideoId ?? null });
      } catch (err) {
        if (file) await media.remove(file.filename);
        throw err;
      }
      if (current.filename && current.filename !== file?.filename) await media.remove(current.filename);
      return showAudience(ctx, id);
    },
  }),
];
