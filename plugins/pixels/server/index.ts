import { defineServerPlugin } from '../../../core/server/plugin';
import { pixelReviewAfterSave } from '../common/pixelApproval';
import { DEMO_PIXELS } from './demoPixels';
import { PIXEL_EVENT_LIST } from './pixelEventList';
import { pixelsServerContract } from './pixelsServerContract';
import { pixelEntity } from './pixelEntity';
import { pixelRoutes } from './pixelRoutes';
import { pixelsDb } from './PixelsTables';
import { pixelsMigration } from './pixelsMigration';
import { pixelRejectionsMigration } from './pixelRejectionsMigration';
import { firablePixels } from './firablePixels';

/**
 * The pixels plugin's server half: the pixel entity, its table, its routes and the demo's pixels;
 * the firing the plugins requiring it hand their chosen pixels to (its contract), and the event
 * list recording each fire on the hit that caused it.
 */
export default defineServerPlugin({
  routes: pixelRoutes,
  caches: [firablePixels.refreshable('domains')],
  eventLists: [PIXEL_EVENT_LIST],
  contract: pixelsServerContract,
  entities: [pixelEntity],
  migrations: { '0001_pixels': pixelsMigration, '0002_pixel_rejections': pixelRejectionsMigration },
  async seedDemo({ db, organisationId, adminId }) {
    const audit = { organisation_id: organisationId, owner_id: adminId, created_by: adminId, modified_by: adminId };
    const rows = DEMO_PIXELS.map((fields) => ({ ...fields, ...pixelReviewAfterSave(undefined, fields), ...audit }));
    await pixelsDb(db).insertInto('pixels').values(rows).execute();
  },
});
