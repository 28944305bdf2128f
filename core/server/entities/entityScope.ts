import { sql, type Expression, type SqlBool } from 'kysely';
import type { RouteContext } from '../plugin/defineServerPlugin';
import type { EntityDefinition } from './defineEntity';

/** Which entity rows a caller may see, and where the rows they create go. */
export interface EntityScope {
  /** Admins (viewModuleAdmin) see every organisation's rows. */
  all: boolean;
  /** The caller's organisations. */
  organisations: number[];
  /** The organisation the caller's new rows belong to: their default organisation, else their first; undefined without one. */
  home: number | undefined;
}

type ScopeContext = Pick<RouteContext, 'db' | 'user' | 'can'>;

/** Each request's scope: its checks (visible rows, the audit, a contract's filter) ask it several times. */
const scopes = new WeakMap<ScopeContext, Promise<EntityScope>>();

/** The caller's scope, read from their organisations (one query per request context). */
export function entityScope(ctx: ScopeContext): Promise<EntityScope> {
  let scope = scopes.get(ctx);
  if (!scope) {
    scope = readScope(ctx);
    scopes.set(ctx, scope);
    scope.catch(() => scopes.delete(ctx));
  }
  return scope;
}

async function readScope(ctx: ScopeContext): Promise<EntityScope> {
  const rows = await ctx.db
    .selectFrom('users')
    .leftJoin('user_organisations', 'user_organisations.user_id', 'users.id')
    .select(['users.default_organisation_id', 'user_organisations.organisation_id'])
    .where('users.id', '=', ctx.user!.id)
    .orderBy('user_organisations.organisation_id')
    .execute();
  const ids = rows.flatMap((r) => [r.default_organisation_id, r.organisation_id]).filter((id): id is number => id !== null);
  return { all: ctx.can('viewModuleAdmin'), organisations: [...new Set(ids)], home: rows[0]?.default_organisation_id ?? rows[0]?.organisation_id ?? undefined };
}

/** The condition on `table`'s rows the scope lets through, for any select, update or delete on it. */
export function visibleRows(table: string, scope: EntityScope): Expression<SqlBool> {
  if (scope.all) return sql<SqlBool>`true`;
  if (!scope.organisations.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(`${table}.organisation_id`)} in (${sql.join(scope.organisations)})`;
}

/** The condition on `entity`'s rows the caller may see: its own rule (EntitySpec.visibleRows) or their organisations'. */
export async function visibleEntityRows(ctx: Pick<RouteContext, 'db' | 'user' | 'can'>, entity: EntityDefinition): Promise<Expression<SqlBool>> {
  const scope = await entityScope(ctx);
  return entity.visibleRows ? entity.visibleRows(scope, ctx) : visibleRows(entity.table, scope);
}
