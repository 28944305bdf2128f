import { defineEntity } from '../../../core/server/entities';
import type { PixelTable } from './PixelsTables';

/** Pixels as a management entity: scoped to the caller's organisations, audited, versioned. */
export const pixelEntity = defineEntity<PixelTable>({ type: 'pixel', table: 'pixels', permission: 'viewPixels', notFound: 'Pixel not found.' });
