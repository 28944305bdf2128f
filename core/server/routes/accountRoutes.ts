import * as yup from 'yup';
import { boundedJson, INPUT_LIMITS, safeText } from '../../common/validation/safeInput';
import { authPaths } from '../../common/api/authPaths';
import type { OrganisationItem } from '../../common/api/User';
import { entityScope } from '../entities/entityScope';
import { requiredId } from '../../common/validation';
import { ApiError } from '../http/ApiError';
import { defineRoute } from '../plugin/defineServerPlugin';
import { loadUserDetails, loadUserProfile, searchUsers } from '../users/userRepository';

/** GET account/me (SH-31): the User entity of the caller. */
export const meRoute = defineRoute({
  method: 'GET',
  url: authPaths.me,
  permission: 'isLoggedIn',
  async handler(ctx) {
    const user = await loadUserProfile(ctx.db, ctx.user!.id, ctx.services.secret);
    if (!user) throw ApiError.invalidToken();
    return user;
  },
});

/** GET user/search?search= (SH-19/20, PM-30): id, e-mail or name, at most 20 rows. */
export const userSearchRoute = defineRoute({
  method: 'GET',
  url: authPaths.userSearch,
  permission: 'viewUsers',
  schema: { query: yup.object({ search: safeText(100, { trim: true }).default('') }) },
  searchAsYouType: true,
  handler: (ctx) => searchUsers(ctx.db, ctx.query.search),
});

/** GET user/:id (OP-19): the user a search result names, read-only, for the same admins who may search. */
export const userDetailsRoute = defineRoute({
  method: 'GET',
  url: '/v1/user/:id',
  permission: 'viewUsers',
  schema: { params: yup.object({ id: requiredId() }) },
  async handler(ctx) {
    const user = await loadUserDetails(ctx.db, ctx.params.id);
    if (!user) throw ApiError.notFound();
    return user;
  },
});

const SETTING_URL = '/v1/account/settings/:name';

/** Setting names are identifiers such as `showNavigationDrawer` or `monitoringGridLayout`. */
const settingParams = yup.object({
  name: yup
    .string()
    .required()
    .matches(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'Setting names start with a letter and use letters, digits, "_", "." or "-" (at most 64).'),
});

/** GET account/settings/:name (AC-03, API-10): the caller's stored JSON value, or null. */
export const getSettingRoute = defineRoute({
  method: 'GET',
  url: SETTING_URL,
  permission: 'isLoggedIn',
  schema: { params: settingParams },
  async handler(ctx) {
    const row = await ctx.db
      .selectFrom('account_settings')
      .select('value')
      .where('user_id', '=', ctx.user!.id)
      .where('name', '=', ctx.params.name)
      .executeTakeFirst();
    return row ? row.value : null;
  },
});

/** POST account/settings/:name {value} (AC-03, API-11): stores any JSON value (within the input limits) for the caller. */
export const saveSettingRoute = defineRoute({
  method: 'POST',
  url: SETTING_URL,
  permission: 'isLoggedIn',
  schema: {
    params: settingParams,
    // Stored as given, so bounded: no NUL or lone surrogate, nesting and size within the input limits.
    body: yup.object({
      value: boundedJson({ maxChars: INPUT_LIMITS.storedJsonChars, maxDepth: INPUT_LIMITS.depthMax })
        .nullable()
        .test('defined', 'value is required.', (v) => v !== undefined),
    }),
  },
  async handler(ctx) {
    const value = JSON.stringify(ctx.body.value);
    await ctx.db
      .insertInto('account_settings')
      .values({ user_id: ctx.user!.id, name: ctx.params.name, value })
      .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ value, updated_at: new Date() }))
      .execute();
    return ctx.body.value;
  },
});

/**
 * GET account/clients/organisations (API-13, management §7): the organisations the caller's
 * management entities may belong to — their own, every one for admins (viewModuleAdmin, as
 * entity lists) — by name, `default` marking where their new rows go.
 */
export const clientOrganisationsRoute = defineRoute({
  method: 'GET',
  url: authPaths.clientOrganisations,
  permission: 'isLoggedIn',
  async handler(ctx): Promise<OrganisationItem[]> {
    const scope = await entityScope(ctx);
    if (!scope.all && !scope.organisations.length) return [];
    let query = ctx.db.selectFrom('organisations').select(['id', 'name']).orderBy('name').orderBy('id');
    if (!scope.all) query = query.where('id', 'in', scope.organisations);
    return (await query.execute()).map((o) => ({ id: o.id, name: o.name, default: o.id === scope.home }));
  },
});
