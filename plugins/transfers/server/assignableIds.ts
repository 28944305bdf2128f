import { validationMessage } from '../../../core/common/validation';
import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';
import type { TransferInput } from '../common/transferSchema';

/**
 * Refuses (422, naming the list) a transfer that assigns an audience or a pixel the caller
 * cannot read — unknown, or another organisation's — before anything is stored: the audiences
 * and pixels plugins say which they are (their server contracts).
 */
export async function assertAssignable(ctx: RouteContext, body: Pick<TransferInput, 'assignedAudiences' | 'assignedPixels'>): Promise<void> {
  const [audiences, pixels] = await Promise.all([
    ctx.services.contract('audiences').readableAudienceIds(ctx, body.assignedAudiences),
    ctx.services.contract('pixels').readablePixelIds(ctx, body.assignedPixels),
  ]);
  const errors: Record<string, string[]> = {};
  if (body.assignedAudiences.some((id) => !audiences.has(id))) errors.assignedAudiences = [validationMessage('oneOf', { field: 'assignedAudiences' })];
  if (body.assignedPixels.some((id) => !pixels.has(id))) errors.assignedPixels = [validationMessage('oneOf', { field: 'assignedPixels' })];
  if (Object.keys(errors).length) throw ApiError.validation(errors);
}
