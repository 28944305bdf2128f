import { validationMessage } from '../../../core/common/validation';
import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';

/** Refuses (422 on assignedPixels) a tracking naming a pixel the caller cannot read — unknown, or another organisation's: the pixels plugin says which (its server contract). */
export async function assertReadablePixels(ctx: RouteContext, ids: readonly number[]): Promise<void> {
  const readable = await ctx.services.contract('pixels').readablePixelIds(ctx, ids);
  if (ids.some((id) => !readable.has(id))) throw ApiError.validation({ assignedPixels: [validationMessage('oneOf', { field: 'assignedPixels' })] });
}
