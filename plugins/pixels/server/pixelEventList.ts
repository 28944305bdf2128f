import type { EventListDeclaration } from '../../../core/server/events';

/** The pixels fired at each hit (set by PixelFiring): a pixel's `triggered` counts the rows carrying its id. */
export const PIXEL_EVENT_LIST: EventListDeclaration = { name: 'pixel', terms: [] };
