import { sql, type SqlBool } from 'kysely';
import { defineEntity } from '../../../core/server/entities';
import type { AdTable } from './AdsTables';

/**
 * Ads as a management entity, seen by other rules than their organisation (management §2, §5;
 * OP-56): an admin sees every ad; a user their own; with viewOrganisationAds also the ads of
 * their organisations and those shared with them (ad_organisations). Every core helper (update,
 * delete, audit information) reads them through this rule.
 */
export const adEntity = defineEntity<AdTable>({
  type: 'ad',
  table: 'ads',
  permission: 'viewAds',
  notFound: 'Ad not found.',
  visibleRows(scope, ctx) {
    if (scope.all) return sql<SqlBool>`true`;
    const own = sql<SqlBool>`${sql.ref('ads.owner_id')} = ${ctx.user!.id}`;
    if (!ctx.can('viewOrganisationAds') || !scope.organisations.length) return own;
    const organisations = sql.join(scope.organisations);
    return sql<SqlBool>`(${own} or ${sql.ref('ads.organisation_id')} in (${organisations}) or exists (select 1 from ad_organisations o where o.ad_id = ${sql.ref('ads.id')} and o.organisation_id in (${organisations})))`;
  },
});
