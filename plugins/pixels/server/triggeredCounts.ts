import type { EventStore } from '../../../core/server/events';
import type { Pixel } from '../common/Pixel';
import { PIXEL_EVENT_LIST } from './pixelEventList';

/**
 * The pixels with `triggered`: the hits that fired each one (their rows carry its id in the pixel
 * list), counted in the event store since the pixel was created, for all of them in one question.
 * One range from the earliest creation is exact for each: pixel ids are never used again (serial),
 * so no fire of a pixel comes before its creation.
 */
export async function withTriggered<P extends Pick<Pixel, 'id' | 'created_at'>>(events: EventStore, pixels: readonly P[]): Promise<(P & Pick<Pixel, 'triggered'>)[]> {
  if (!pixels.length) return [];
  const from = pixels.reduce((earliest, p) => Math.min(earliest, Date.parse(p.created_at)), Infinity);
  const rows = await events.count({
    name: 'pixelTriggered',
    range: { from, to: Date.now() + 1 },
    groupBy: [{ list: PIXEL_EVENT_LIST.name }],
    measures: { fires: 'hits' },
  });
  const fires = new Map(rows.map((row) => [Number(row.groups[0]), row.fires]));
  return pixels.map((p) => ({ ...p, triggered: fires.get(p.id) ?? 0 }));
}
