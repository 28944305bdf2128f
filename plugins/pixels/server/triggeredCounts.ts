import type { EventStore } from '../../../core/server/events';
import type { Pixel } from '../common/Pixel';
import { PIXEL_FIRE_EVENT } from '../common/pixelFires';

/**
 * The pixels with `triggered`: the pixel_fire events carrying each one's id as their label,
 * counted in the event store since the pixel was created, for all of them in one question. One
 * range from the earliest creation is exact for each: pixel ids are never used again (serial),
 * so no fire of a pixel comes before its creation.
 */
export async function withTriggered<P extends Pick<Pixel, 'id' | 'created_at'>>(events: EventStore, pixels: readonly P[]): Promise<(P & Pick<Pixel, 'triggered'>)[]> {
  if (!pixels.length) return [];
  const from = Math.min(...pixels.map((p) => Date.parse(p.created_at)));
  const rows = await events.count({
    name: 'pixelTriggered',
    range: { from, to: Date.now() + 1 },
    where: [
      { field: 'kind', in: ['event'] },
      { field: 'event', in: [PIXEL_FIRE_EVENT] },
      { field: 'label', in: pixels.map((p) => String(p.id)) },
    ],
    groupBy: ['label'],
    measures: { fires: 'events' },
  });
  const fires = new Map(rows.map((row) => [String(row.groups[0]), row.fires]));
  return pixels.map((p) => ({ ...p, triggered: fires.get(String(p.id)) ?? 0 }));
}
