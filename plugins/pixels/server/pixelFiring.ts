import type { PixelsServerContract } from '../common/pixelsServerContract';
import { firablePixels } from './firablePixels';
import { PIXEL_EVENT_LIST } from './pixelEventList';

/** The pixels plugin's server contract: fires what transfers and trackings chose (PixelsServerContract.fire). */
export const pixelFiring: PixelsServerContract = {
  async fire(ctx, fires) {
    if (!fires.length) return;
    const firable = await firablePixels.get(ctx.db);
    for (const { hit, pixelIds } of fires) {
      const fired = new Set(hit.row.lists[PIXEL_EVENT_LIST.name]);
      for (const id of pixelIds) {
        const directives = firable.get(id);
        if (!directives || fired.has(id)) continue;
        fired.add(id);
        ctx.directives.push(...directives);
      }
      if (fired.size) hit.row.lists[PIXEL_EVENT_LIST.name] = [...fired].sort((a, b) => a - b);
    }
  },
};
