import type { RouteContext } from '../../../core/server/plugin';

/**
 * The domains a caller's counts cover: `requested` (403 outside theirs), else their analytics
 * domains, or every domain for those who see all (viewGlobalMonitoring).
 */
export async function callerDomains(ctx: RouteContext, requested?: string): Promise<string[]> {
  const { domain } = ctx.scopeDomains<{ domain?: string | string[] }>({ domain: requested || undefined });
  if (domain !== undefined) return [domain].flat();
  return (await ctx.db.selectFrom('domains').select('title').execute()).map((d) => d.title);
}
