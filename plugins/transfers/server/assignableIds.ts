import { assertReadableIds } from '../../../core/server/entities';
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
  assertReadableIds({ assignedAudiences: { ids: body.assignedAudiences, readable: audiences }, assignedPixels: { ids: body.assignedPixels, readable: pixels } });
}
