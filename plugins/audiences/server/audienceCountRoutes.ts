import { ApiError } from '../../../core/server/http';
import { defineRoute, type RouteContext } from '../../../core/server/plugin';
import { audienceCountBodySchema, type AudienceCounts } from '../common/audienceCounts';
import { audiencePaths } from '../common/audiencePaths';
import { DEFAULT_AUDIENCE_QUALITY } from '../common/audienceQuality';
import { cachedAudienceCounts } from './cachedAudienceCounts';
import type { AudienceCountKind } from './countAudienceVisitors';
import { visibleAudienceRows } from './visibleAudienceRows';

type CountContext = RouteContext<{ body: typeof audienceCountBodySchema }>;

/**
 * Counts for the audiences the caller sees, or for `missingAudienceIds` (each must be one of
 * them: 422 otherwise), over the caller's analytics domains (or `filters.domain` within them),
 * counting the memberships of the data-quality level only (AO-19).
 */
async function audienceCounts(ctx: CountContext, kind: AudienceCountKind): Promise<AudienceCounts> {
  const { timeframe, missingAudienceIds, filters, refreshCache, quality } = ctx.body;
  const visible = new Set((await visibleAudienceRows(ctx)).map((row) => row.id));
  const unknown = (missingAudienceIds ?? []).filter((id) => !visible.has(id));
  if (unknown.length) throw ApiError.validation({ missingAudienceIds: [`Unknown audience ids: ${unknown.join(', ')}.`] });
  const ids = [...new Set(missingAudienceIds ?? visible)].sort((a, b) => a - b);
  const { domain } = ctx.scopeDomains({ domain: filters?.domain });
  const counts = await cachedAudienceCounts(ctx.services.events, { kind, ids, timeframe, quality: quality ?? DEFAULT_AUDIENCE_QUALITY, domain, refresh: refreshCache === true });
  return Object.fromEntries([...counts].map(([id, n]) => [String(id), n]));
}

/** POST getVisitorCount and getLeadsCount (management §7): distinct visitors resp. leads per audience in a timeframe. */
export const audienceCountRoutes = [
  defineRoute({
    method: 'POST',
    url: audiencePaths.getVisitorCount,
    permission: 'getAudiences',
    schema: { body: audienceCountBodySchema },
    handler: (ctx) => audienceCounts(ctx, 'visitors'),
  }),
  defineRoute({
    method: 'POST',
    url: audiencePaths.getLeadsCount,
    permission: 'getAudiences',
    schema: { body: audienceCountBodySchema },
    handler: (ctx) => audienceCounts(ctx, 'leads'),
  }),
];
