import { validationMessage } from '../../../core/common/validation';
import type { EntityScope } from '../../../core/server/entities';
import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';
import { ALL_DOMAINS } from '../common/Tracking';

/**
 * 422 naming domain_id unless it is 0 (all domains) or a domain the caller may run a tracking
 * on (TK-10): one of their organisations' or one assigned to them; an admin (scope.all) any.
 */
export async function checkTrackingDomain(ctx: RouteContext, scope: EntityScope, domainId: number): Promise<void> {
  if (domainId === ALL_DOMAINS) return;
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
