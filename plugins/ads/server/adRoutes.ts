import { sql, type Selectable, type SqlBool } from 'kysely';
import { reviewApproveSchema, reviewRejectSchema } from '../../../core/common/entities';
import { idParams } from '../../../core/common/validation';
import { defineDatatable } from '../../../core/server/datatable';
import {
  assertCampaignDomain,
  assertReadableIds,
  createEntity,
  deleteEntity,
  entityFieldSelection,
  entityNotFound,
  entityScope,
  toEntityFields,
  updateEntity,
  visibleEntityRows,
  type EntityFieldRow,
} from '../../../core/server/entities';
import { ApiError } from '../../../core/server/http';
import { defineRoute, type RouteContext } from '../../../core/server/plugin';
import { catalogueListQuerySchema } from '../../audiences/common/mappingSchemas';
import { FREE_AD_VIEWS_PER_MONTH, type Ad, type AdElement, type AdListItem, type AdPlanUsage, type AdTargeting } from '../common/Ad';
import type { AdChoice } from '../common/AdChoice';
import { adActions, type AdActions } from '../common/adActions';
import { adApproval } from '../common/adApproval';
import { adDatatable } from '../common/adDatatable';
import { adjustedAd } from '../common/adjustedAd';
import { adPaths } from '../common/adPaths';
import { adPixelsQuerySchema, adSchema, adUpdateSchema, type AdInput } from '../common/adSchema';
import type { FiredPixel } from '../../pixels/common/pixelsServerContract';
import { withAdCounts } from './adCounts';
import { AD_EVENT_LIST } from './adEventList';
import { adEntity } from './adEntity';
import { readAdLists, writeAdLists, type AdLists } from './adLists';
import { assertShareable, organisationsById } from './adOrganisations';
import { adColumns } from './adColumns';
import { adsDb, type AdTable } from './AdsTables';
import { monthlyAdViews } from './monthlyAdViews';
import { servableAds } from './servableAds';
import { replaceDynamicSetups } from './dynamicSetups';

const COLUMNS = [
  'organisation_id',
  'name',
  'type',
  'native',
  'rotate',
  'display',
  'display_timing',
  'delay',
  'duration',
  'domain_id',
  'device_type',
  'headline',
  'cta_label',
  'target_url',
  'tag',
  'native_tag',
  'image',
  'image_data',
  'settings',
  'custom_targeting',
  'approved',
  'rejection_reason',
  'created_at',
] as const;

type AdRow = EntityFieldRow & Pick<Selectable<AdTable>, Exclude<(typeof COLUMNS)[number], 'created_at'>> & { is_own: boolean };

/** The ads the caller may see (adEntity's rule), with every column a reply shows. */
async function visibleAds(ctx: RouteContext) {
  return adsDb(ctx.db)
    .selectFrom('ads')
    .select(['ads.id', ...COLUMNS.map((c) => `ads.${c}` as const), ...entityFieldSelection('ads'), sql<boolean>`${sql.ref('ads.owner_id')} = ${ctx.user!.id}`.as('is_own')])
    .where(await visibleEntityRows(ctx, adEntity));
}

/** One ad the caller may see, as stored; 404 for any other. */
async function visibleAd(ctx: RouteContext, id: number): Promise<AdRow> {
  const row = await (await visibleAds(ctx)).where('ads.id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound(adEntity);
  return row;
}

type PagedAd = Omit<AdListItem, 'organisations' | 'views' | 'cta_clicks' | 'clickthrough_rate'>;

function toListItem(row: AdRow): PagedAd {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    image: row.image,
    approved: row.approved,
    approval: adApproval(row),
    rejection_reason: row.rejection_reason,
    created_at: new Date(row.created_at).toISOString(),
    isOwn: row.is_own,
    ...toEntityFields(row),
  };
}

/** A page of ads with their counts and the organisations each is shared with. */
async function completeAds(ctx: RouteContext, items: readonly PagedAd[]): Promise<AdListItem[]> {
  const shared = await adsDb(ctx.db)
    .selectFrom('ad_organisations')
    .select(['ad_id', 'organisation_id'])
    .where('ad_id', 'in', items.length ? items.map((item) => item.id) : [0])
    .orderBy('organisation_id')
    .execute();
  const organisations = await organisationsById(ctx, shared.map((s) => s.organisation_id));
  const counted = await withAdCounts(ctx.services.events, items);
  return counted.map((item) => ({ ...item, organisations: shared.flatMap((s) => (s.ad_id === item.id ? (organisations.get(s.organisation_id) ?? []) : [])) }));
}

/** The fields the dialog edits, as stored. */
function toInput(row: AdRow, lists: AdLists): Omit<AdInput, 'organisations' | 'replace'> {
  const { organisationIds: _shared, ...inventory } = lists;
  return {
    name: row.name,
    native: row.native,
    rotate: row.rotate,
    isStatic: row.type === 'static',
    display: row.display,
    display_timing: row.display_timing,
    delay: row.delay,
    duration: row.duration,
    domain_id: row.domain_id,
    device_type: row.device_type,
    headline: row.headline,
    cta_label: row.cta_label,
    target_url: row.target_url,
    tag: row.tag,
    nativeTag: row.native_tag,
    image: row.image,
    image_data: row.image_data,
    settings: row.settings,
    custom_targeting: row.custom_targeting,
    allExperiences: lists.adExperiences.length > 0,
    ...inventory,
  };
}

/** One ad as the dialog loads it (AD-40, AD-56). */
async function showAd(ctx: RouteContext, id: number): Promise<Ad> {
  const row = await visibleAd(ctx, id);
  const lists = await readAdLists(ctx.db, [id]);
  const [item] = await completeAds(ctx, [toListItem(row)]);
  const mine = await organisationsById(ctx, (await entityScope(ctx)).organisations);
  return {
    ...toInput(row, lists.get(id)!),
    ...item,
    element_id: id,
    common_organisations: [...mine.values()],
    default_organisations: [...mine.values()].filter((o) => o.default),
  };
}

/** 409 for a static ad: it counts as approved and never waits in the queue (AD-15). */
async function reviewableAd(ctx: RouteContext, id: number): Promise<void> {
  if ((await visibleAd(ctx, id)).type === 'static') throw new ApiError(409, 'ad_not_reviewed', 'A static ad counts as approved and needs no review.');
}

/** 403 unless the caller may do `action` with the ad (adActions: the rules of management §5). */
function assertAllowed(ctx: RouteContext, row: AdRow, action: keyof AdActions): void {
  if (!adActions({ isOwn: row.is_own }, (rule) => ctx.can(rule))[action]) throw ApiError.forbidden();
}

/**
 * The ad as saved: the dialog's rules applied (adjustedAd), targeting the caller may not see
 * (DMP without viewAudiences, categories without useProductTools: AD-11) kept as stored, and
 * everything it names checked against the caller's data before anything is written (422).
 */
async function savedAd(ctx: RouteContext, body: AdInput, stored?: { row: AdRow; lists: AdLists }): Promise<AdInput> {
  const ad = adjustedAd(body);
  if (!ctx.can('viewAudiences')) ad.audience_ids = stored?.lists.audience_ids ?? [];
  if (!ctx.can('useProductTools')) ad.category_ids = stored?.lists.category_ids ?? [];
  await assertCampaignDomain(ctx, ad.domain_id);
  await assertShareable(ctx, await entityScope(ctx), ad.organisations);
  const audiences = await ctx.services.contract('audiences').readableAudienceIds(ctx, ad.audience_ids);
  assertReadableIds({ audience_ids: { ids: ad.audience_ids, readable: audiences } });
  return ad;
}

const lists = (ad: AdInput): AdLists => ({ ...ad, organisationIds: ad.organisations });

/** Creates an ad of the caller's organisation from a checked body; its id. */
async function createAd(ctx: RouteContext, body: AdInput): Promise<{ id: number }> {
  const ad = await savedAd(ctx, body);
  const home = (await entityScope(ctx)).home;
  const id = await ctx.db.transaction().execute(async (trx) => {
    if (home !== undefined) await replaceDynamicSetups(trx, home, ad, undefined);
    const created = await createEntity({ ...ctx, db: trx }, adEntity, adColumns(ad));
    await writeAdLists(trx, created, lists(ad));
    return created;
  });
  servableAds.invalidate(ctx.db);
  return { id };
}

/**
 * The ad calls (management §7, issue 18's paths; methods as OP-09): getAds and the datatable
 * (viewAds); the pixels fired with an ad's views and clicks (viewAds); the inventory's elements
 * and the targeting tab's categories (crudAds: the dialog's); show (viewAds); create (crudAds); update and destroy by the rules of management §5
 * (adActions, enforced here: 403 otherwise); duplicate (duplicateAds); the review queue, approve
 * and reject (admins, OP-12). Each over the ads the caller may see (adEntity): any other is a 404.
 * A write and its lists go in one transaction; an update carries the version it was edited from
 * (409 when stale); a dynamic ad saved onto questions or answers another dynamic ad holds needs `replace`
 * (409 otherwise, replaceDynamicSetups); every write drops the decision index (servableAds).
 */
export const adRoutes = [
  defineRoute({
    method: 'GET',
    url: adPaths.getAds,
    permission: 'viewAds',
    async handler(ctx): Promise<AdChoice[]> {
      const rows = await (await visibleAds(ctx)).orderBy('ads.name').orderBy('ads.id').execute();
      return rows.map((row) => ({ id: row.id, name: row.name, type: row.type, approved: row.approved }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: adPaths.elements,
    permission: 'crudAds',
    schema: { query: catalogueListQuerySchema },
    handler: (ctx): Promise<AdElement[]> => ctx.services.contract('audiences').elementOptions(ctx, ctx.query.search),
  }),
  defineRoute({
    method: 'GET',
    url: adPaths.pixels,
    permission: 'viewAds',
    schema: { query: adPixelsQuerySchema },
    async handler(ctx): Promise<FiredPixel[]> {
      const ad = await visibleAd(ctx, ctx.query.id);
      const pixels = ctx.services.optionalContract('pixels');
      return pixels ? pixels.firedWith(ctx, { list: AD_EVENT_LIST.name, id: ad.id, since: new Date(ad.created_at).getTime() }) : [];
    },
  }),
  defineRoute({
    method: 'GET',
    url: adPaths.targeting,
    permission: 'crudAds',
    async handler(ctx): Promise<AdTargeting> {
      // Categories are the Tools panel's: without useProductTools an ad keeps them but none is offered.
      return { categories: ctx.can('useProductTools') ? await ctx.services.contract('audiences').questionCategories(ctx) : [] };
    },
  }),
  defineDatatable(adDatatable, {
    rows: visibleAds,
    sort: { 'ad.id': 'ads.id', 'ad.created_at': 'ads.created_at', name: 'ads.name', type: 'ads.type', approved: 'ads.approved' },
    search: ['ads.name'],
    filters: {
      type: (type) => sql<SqlBool>`${sql.ref('ads.type')} = ${type}`,
      approval: (approval) =>
        approval === 'approved'
          ? sql<SqlBool>`${sql.ref('ads.approved')}`
          : sql<SqlBool>`not ${sql.ref('ads.approved')} and ${sql.ref('ads.rejection_reason')} is ${sql.raw(approval === 'rejected' ? 'not null' : 'null')}`,
    },
    toItem: toListItem,
    completePage: (items, ctx) => completeAds(ctx, items),
  }),
  defineRoute({
    method: 'GET',
    url: adPaths.plan,
    permission: 'viewAds',
    async handler(ctx): Promise<AdPlanUsage> {
      const home = (await entityScope(ctx)).home;
      const index = await servableAds.get(ctx.db);
      if (home === undefined) return { plan: 'free', views: 0, limit: FREE_AD_VIEWS_PER_MONTH };
      const views = await monthlyAdViews(ctx.services.events, home, index.organisationDomains.get(home) ?? []);
      return { plan: index.unlimited.has(home) ? 'unlimited' : 'free', views, limit: FREE_AD_VIEWS_PER_MONTH };
    },
  }),
  defineRoute({
    method: 'GET',
    url: adPaths.queue,
    permission: 'viewModuleAdmin',
    async handler(ctx): Promise<Ad[]> {
      const rows = await (await visibleAds(ctx)).where('ads.approved', '=', false).where('ads.rejection_reason', 'is', null).orderBy('ads.modified_at').orderBy('ads.id').limit(100).execute();
      return Promise.all(rows.map((row) => showAd(ctx, row.id)));
    },
  }),
  defineRoute({
    method: 'GET',
    url: adPaths.show(':id'),
    permission: 'viewAds',
    schema: { params: idParams },
    handler: (ctx) => showAd(ctx, ctx.params.id),
  }),
  defineRoute({
    method: 'POST',
    url: adPaths.create,
    permission: 'crudAds',
    schema: { body: adSchema },
    handler: (ctx) => createAd(ctx, ctx.body),
  }),
  defineRoute({
    method: 'POST',
    url: adPaths.duplicate(':id'),
    permission: 'crudAds',
    schema: { params: idParams, body: adSchema },
    async handler(ctx): Promise<{ id: number }> {
      assertAllowed(ctx, await visibleAd(ctx, ctx.params.id), 'duplicate');
      return createAd(ctx, ctx.body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: adPaths.update(':id'),
    permission: 'crudAds',
    schema: { params: idParams, body: adUpdateSchema },
    async handler(ctx): Promise<Ad> {
      const { id } = ctx.params;
      const { version, ...body } = ctx.body;
      const row = await visibleAd(ctx, id);
      assertAllowed(ctx, row, 'edit');
      const ad = await savedAd(ctx, body, { row, lists: (await readAdLists(ctx.db, [id])).get(id)! });
      await ctx.db.transaction().execute(async (trx) => {
        await replaceDynamicSetups(trx, row.organisation_id, ad, id);
        await updateEntity({ ...ctx, db: trx }, adEntity, id, version, adColumns(ad, row));
        await writeAdLists(trx, id, lists(ad));
      });
      servableAds.invalidate(ctx.db);
      return showAd(ctx, id);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: adPaths.remove(':id'),
    permission: 'crudAds',
    schema: { params: idParams },
    async handler(ctx) {
      assertAllowed(ctx, await visibleAd(ctx, ctx.params.id), 'remove');
      // The lists go by their foreign keys' cascade.
      await deleteEntity(ctx, adEntity, ctx.params.id);
      servableAds.invalidate(ctx.db);
      return { id: ctx.params.id };
    },
  }),
  defineRoute({
    method: 'POST',
    url: adPaths.approve(':id'),
    permission: 'viewModuleAdmin',
    schema: { params: idParams, body: reviewApproveSchema },
    async handler(ctx): Promise<Ad> {
      await reviewableAd(ctx, ctx.params.id);
      await updateEntity(ctx, adEntity, ctx.params.id, ctx.body.version, { approved: true, rejection_reason: null });
      servableAds.invalidate(ctx.db);
      return showAd(ctx, ctx.params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: adPaths.reject(':id'),
    permission: 'viewModuleAdmin',
    schema: { params: idParams, body: reviewRejectSchema },
    async handler(ctx): Promise<Ad> {
      await reviewableAd(ctx, ctx.params.id);
      await updateEntity(ctx, adEntity, ctx.params.id, ctx.body.version, { approved: false, rejection_reason: ctx.body.reason });
      servableAds.invalidate(ctx.db);
      return showAd(ctx, ctx.params.id);
    },
  }),
];
