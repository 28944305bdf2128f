import { defineEntity } from '../../../core/server/entities';
import type { TrackingTable } from './TrackingsTables';

/** Trackings as a management entity: scoped to the caller's organisations, audited, versioned. */
export const trackingEntity = defineEntity<TrackingTable>({ type: 'tracking', table: 'trackings', permission: 'crudTrackings', notFound: 'Tracking not found.' });
