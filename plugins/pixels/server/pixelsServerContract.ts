import { entityScope, visibleRows } from '../../../core/server/entities';
import type { PixelsServerContract } from '../common/pixelsServerContract';
import { firablePixels } from './firablePixels';
import { PIXEL_EVENT_LIST } from './pixelEventList';
import { pixelsDb } from './PixelsTables';

/** The pixels plugin's server contract (PixelsServerContract): the firing transfers and trackings hand their chosen pixels to, which pixels a caller may assign, and which fired with another plugin's hits. */
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

  async firedWith(ctx, { list, id, since }) {
    const counts = await ctx.services.events.count({
      name: 'pixelsFiredWith',
      range: { from: since, to: Date.now() + 1 },
      where: [{ list, has: id }],
      groupBy: [{ list: PIXEL_EVENT_LIST.name }],
      measures: { fires: 'hits' },
    });
    const fires = new Map(counts.map((row) => [Number(row.groups[0]), row.fires]));
    if (!fires.size) return [];
    const pixels = await pixelsDb(ctx.db)
      .selectFrom('pixels')
      .select(['pixels.id', 'pixels.title', 'pixels.type', 'pixels.approved'])
      .where('pixels.id', 'in', [...fires.keys()])
      .where(visibleRows('pixels', await entityScope(ctx)))
      .execute();
    return pixels.map((pixel) => ({ ...pixel, fires: fires.get(pixel.id)! })).sort((a, b) => b.fires - a.fires || a.id - b.id);
  },
};
