import type { IngestContext, IngestHit } from '../../../core/server/ingest';
import type { RouteContext } from '../../../core/server/plugin';
import type { Pixel } from './Pixel';

/** The pixels a trigger (a transfer, a tracking) chose for one hit. */
export interface PixelFire {
  hit: IngestHit;
  pixelIds: readonly number[];
}

/** What the pixels plugin offers the server halves of the plugins that require it (transfers, trackings) or use it while enabled (ads). */
export interface PixelsServerContract {
  /**
   * Fires the approved ones of each hit's chosen pixels: records them on the hit's row (what
   * `triggered` counts) and asks the tracker on the page to fire them. A pixel fires once per hit
   * however many triggers chose it; an unapproved or deleted pixel never fires (PX-05).
   */
  fire(ctx: IngestContext, fires: readonly PixelFire[]): Promise<void>;
  /** The pixels among `ids` the caller may see (their organisations', every one for an admin): what a campaign may assign. */
  readablePixelIds(ctx: RouteContext, ids: readonly number[]): Promise<Set<number>>;
  /**
   * The pixels the caller may see that fired on the hits carrying `id` in the event list `list`
   * (an ad's views and clicks) since `since` (epoch ms), with how often each: exact, from the
   * event store, most fired first.
   */
  firedWith(ctx: RouteContext, on: { list: string; id: number; since: number }): Promise<FiredPixel[]>;
}

/** A pixel and how often it fired (firedWith). */
export type FiredPixel = Pick<Pixel, 'id' | 'title' | 'type' | 'approved'> & { fires: number };

declare module '../../../core/server/plugin/ServerContracts' {
  interface ServerContracts {
    pixels: PixelsServerContract;
  }
}
