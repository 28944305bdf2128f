import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityScope } from '../../../core/server/entities';
import type { RouteContext } from '../../../core/server/plugin';

/**
 * The domains whose questions and forms the caller manages (the catalogue is kept per domain,
 * and a domain belongs to one organisation): their organisations' domains and those assigned to
 * them (user_domains); undefined for admins (viewModuleAdmin: `scope.all`), who manage every one.
 */
export async function catalogueDomains(ctx: Pick<RouteContext, 'db' | 'user'>, scope: EntityScope): Promise<string[] | undefined> {
  if (scope.all) return undefined;
  const userId = ctx.user!.id;
  const rows = await ctx.db
    .selectFrom('domains')
    .select('title')
    .where((eb) =>
      eb.or([
        ...(scope.organisations.length ? [eb('domains.organisation_id', 'in', scope.organisations)] : []),
        eb('domains.id', 'in', eb.selectFrom('user_domains').select('user_domains.domain_id').where('user_domains.user_id', '=', userId)),
      ]),
    )
    .orderBy('title')
    .execute();
  return rows.map((row) => row.title);
}

/** `column` (a domain title) is one of `domains` (catalogueDomains; undefined: any). */
export function onDomains(column: string, domains: readonly string[] | undefined): Expression<SqlBool> {
  if (domains === undefined) return sql<SqlBool>`true`;
  if (!domains.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(domains)})`;
}
