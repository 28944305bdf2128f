import { defineServerPlugin } from '../../../core/server/plugin';
import { approvedAfterSave } from '../common/pixelApproval';
import { DEMO_PIXELS } from './demoPixels';
import { PIXEL_EVENT_LIST } from './pixelEventList';
import { pixelsServerContract } from './pixelsServerContract';
import { pixelEntity } from './pixelEntity';
import { pixelRoutes } from './pixelRoutes';
import { pixelsDb } from './PixelsTables';
import { pixelsMigration } from './pixelsMigration';

/**
 * The pixels plugin's server half: the pixel entity, its table, its routes and the demo's pixels;
 * the firing the plugins requiring it hand their chosen pixels to (its contract), and the event
 * list recording each fire on the hit that caused it.
 */
export default defineServerPlugin({
  routes: pixelRoutes,
  eventLists: [PIXEL_EVENT_LIST],
  contract: pixelsServerContract,
  entities: [pixelEntity],
  migrations: { '0001_pixels': pixelsMigration },
  async seedDemo({ db, organisationId, adminId }) {
    const audit = { organisation_id: organisationId, owner_id: adminId, created_by: adminId, modified_by: adminId };
    const rows = DEMO_PIXELS.map((fields) => ({ ...fields, approved: approvedAfterSave(undefined, fields), ...audit }));
    await pixelsDb(db).insertInto('pixels').values(rows).execute();
  },
});
