import { defineServerPlugin } from '../../../core/server/plugin';
import { trackingEntity } from './trackingEntity';
import { trackingPixelStep } from './trackingPixelStep';
import { trackingRoutes } from './trackingRoutes';
import { trackingsDb } from './TrackingsTables';
import { trackingsMigration } from './trackingsMigration';
import { firingTrackings } from './firingTrackings';

/** The demo organisation's tracking (SEED=demo): every domain, the poll and vote events. */
export const DEMO_TRACKING = { name: 'Poll engagement', start_date: '2018-01-01', end_date: null, domain_id: 0, device_type: 'all', auto_assignment: true, active: true } as const;
const DEMO_TRACKING_EVENTS = ['question_view', 'vote'] as const;

/** The trackings plugin's server half: the tracking entity, its tables and routes, the demo's tracking, and the ingest step firing trackings' pixels. */
export default defineServerPlugin({
  routes: trackingRoutes,
  caches: [firingTrackings.refreshable('domains')],
  ingest: [trackingPixelStep],
  entities: [trackingEntity],
  migrations: { '0001_trackings': trackingsMigration },
  async seedDemo({ db, organisationId, adminId }) {
    const tdb = trackingsDb(db);
    const audit = { organisation_id: organisationId, owner_id: adminId, created_by: adminId, modified_by: adminId };
    const { id } = await tdb.insertInto('trackings').values({ ...DEMO_TRACKING, ...audit }).returning('id').executeTakeFirstOrThrow();
    await tdb.insertInto('tracking_events').values(DEMO_TRACKING_EVENTS.map((event) => ({ tracking_id: id, event }))).execute();
  },
});
