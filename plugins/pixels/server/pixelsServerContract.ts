import { entityScope, visibleRows } from '../../../core/server/entities';
import type { PixelsServerContract } from '../common/pixelsServerContract';
import { firablePixels } from './firablePixels';
import { PIXEL_EVENT_LIST } from './pixelEventList';
import { pixelsDb } from './PixelsTables';

/** The pixels plugin's server contract (PixelsServerContract): the firing transfers and trackings hand their chosen pixels to, and which pixels a caller may assign. */
export const pixelsServerContract: PixelsServerContract = {
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

  async readablePixelIds(ctx, ids) {
    if (!ids.length) return new Set();
    const rows = await pixelsDb(ctx.db)
      .selectFrom('pixels')
      .select('pixels.id')
      .where('pixels.id', 'in', ids)
      .where(visibleRows('pixels', await entityScope(ctx)))
      .execute();
    return new Set(rows.map((row) => row.id));
  },
};
