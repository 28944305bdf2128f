import { ALL_DOMAINS } from '../../common/entities';
import { validationMessage } from '../../common/validation';
import { ApiError } from '../http/ApiError';
import type { RouteContext } from '../plugin/defineServerPlugin';
import { entityScope } from './entityScope';

/**
 * 422 naming domain_id unless it is 0 (all domains) or a domain the caller may run a campaign on
 * (TK-10, AD-50): one of their organisations' or one assigned to them; an admin any.
 */
export async function assertCampaignDomain(ctx: RouteContext, domainId: number): Promise<void> {
  if (domainId === ALL_DOMAINS) return;
  const scope = await entityScope(ctx);
  const userId = ctx.user!.id;
  const found = await ctx.db
    .selectFrom('domains')
    .select('domains.id')
    .where('domains.id', '=', domainId)
    .$if(!scope.all, (qb) =>
      qb.where((eb) =>
        eb.or([
          ...(scope.organisations.length ? [eb('domains.organisation_id', 'in', scope.organisations)] : []),
          eb('domains.id', 'in', eb.selectFrom('user_domains').select('user_domains.domain_id').where('user_domains.user_id', '=', userId)),
        ]),
      ),
    )
    .executeTakeFirst();
  if (!found) throw ApiError.validation({ domain_id: [validationMessage('oneOf', { field: 'domain_id' })] });
}
