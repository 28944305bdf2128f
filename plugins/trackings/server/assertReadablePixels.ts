import { assertReadableIds } from '../../../core/server/entities';
import type { RouteContext } from '../../../core/server/plugin';

/** Refuses (422 on assignedPixels) a tracking naming a pixel the caller cannot read — unknown, or another organisation's: the pixels plugin says which (its server contract). */
export async function assertReadablePixels(ctx: RouteContext, ids: readonly number[]): Promise<void> {
  assertReadableIds({ assignedPixels: { ids, readable: await ctx.services.contract('pixels').readablePixelIds(ctx, ids) } });
}
