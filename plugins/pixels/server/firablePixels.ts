import type { TrackerDirective } from '../../../core/common/ingest';
import { PerDatabaseCache } from '../../../core/server/ingest';
import { PIXEL_TYPE_FIELD_NAMES } from '../common/pixelTypeFields';
import { pixelDirectives } from './pixelDirectives';
import { pixelsDb } from './PixelsTables';

/**
 * The approved pixels by id with what the tracker does to fire each (pixelDirectives): the firing's
 * index, read once and dropped by every pixel write (pixelRoutes), so a change of code — which
 * takes the approval away (PX-05) — stops the pixel at once.
 */
export const firablePixels = new PerDatabaseCache<ReadonlyMap<number, TrackerDirective[]>>('pixels', async (db) => {
  const rows = await pixelsDb(db)
    .selectFrom('pixels')
    .select(['id', 'type', ...PIXEL_TYPE_FIELD_NAMES])
    .where('approved', '=', true)
    .execute();
  return new Map(rows.flatMap((row) => {
    const directives = pixelDirectives(row);
    return directives.length ? [[row.id, directives] as const] : [];
  }));
});
