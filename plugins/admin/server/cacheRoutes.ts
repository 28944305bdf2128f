import { groupBy } from '../../../core/common/collections';
import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import { adminPaths } from '../common/adminPaths';
import { refreshRetargetingCacheSchema, refreshUsersSchema } from '../common/cacheSchemas';
import type { RefreshedCaches, RefreshedUsers, UserLight } from '../common/UserLight';
import { recordAdminAction } from './recordAdminAction';

const PERMISSION = 'manageCache';

/** GET getUsers (AP-17): every user, light, with the titles of their domains (the refresh-users picker). */
const getUsersRoute = defineRoute({
  method: 'GET',
  url: adminPaths.getUsers,
  permission: PERMISSION,
  async handler(ctx): Promise<UserLight[]> {
    const [users, domains] = await Promise.all([
      ctx.db.selectFrom('users').select(['id', 'email', 'firstname', 'lastname', 'image']).orderBy('email').execute(),
      ctx.db.selectFrom('user_domains as ud').innerJoin('domains as d', 'd.id', 'ud.domain_id').select(['ud.user_id', 'd.title']).orderBy('d.title').execute(),
    ]);
    const titles = groupBy(domains, (d) => d.user_id, (d) => d.title);
    return users.map((user) => ({ ...user, domains: titles.get(user.id) ?? [] }));
  },
});

/**
 * POST refreshUsers (AP-14): the user's (or every user's) open sessions read their permissions and
 * domains from the database again — a list changed outside this server (the CLI) applies at once.
 */
const refreshUsersRoute = defineRoute({
  method: 'POST',
  url: adminPaths.refreshUsers,
  permission: PERMISSION,
  schema: { body: refreshUsersSchema },
  async handler(ctx): Promise<RefreshedUsers> {
    const { userId } = ctx.body;
    let query = ctx.db.selectFrom('users').select('id');
    if (userId !== undefined) query = query.where('id', '=', userId);
    const users = await query.execute();
    if (!users.length) throw new ApiError(404, 'user_not_found', `There is no user ${userId}.`);
    for (const { id } of users) ctx.services.sessionEvents.publish({ kind: 'accessChanged', userId: id });
    await recordAdminAction(ctx, 'cache.refreshUsers', userId === undefined ? 'all' : String(userId));
    return { users: users.length };
  },
});

/** POST refreshRetargetingCache (AP-15): drops the caches holding per-site decisions (pixels, transfers, trackings, ads, rules) or visitors' audiences. */
const refreshRetargetingCacheRoute = defineRoute({
  method: 'POST',
  url: adminPaths.refreshRetargetingCache,
  permission: PERMISSION,
  schema: { body: refreshRetargetingCacheSchema },
  async handler(ctx): Promise<RefreshedCaches> {
    const { type } = ctx.body;
    const caches = ctx.services.caches.filter((cache) => cache.holds === type);
    for (const cache of caches) await cache.refresh({ db: ctx.db, events: ctx.services.events });
    await recordAdminAction(ctx, 'cache.refreshRetargetingCache', type);
    return { type, caches: caches.map((cache) => cache.name) };
  },
});

export const cacheRoutes = [getUsersRoute, refreshUsersRoute, refreshRetargetingCacheRoute];
