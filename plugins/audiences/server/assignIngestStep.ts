import type { AudienceGrowthRow } from '../../../core/server/events';
import type { IngestStep, PerDatabaseCache } from '../../../core/server/ingest';
import type { AudienceRules } from './AudienceRules';

/**
 * Ingest "assign": matches every hit against the mapping rules, adds the visitor's audiences
 * so far (one EventStore lookup per batch) to the hit's audienceIds, and appends a growth
 * row the first time a visitor enters an audience.
 */
export function assignIngestStep(rules: PerDatabaseCache<AudienceRules>): IngestStep {
  return {
    name: 'assign',
    async enrich(hits, ctx) {
      const current = await rules.get(ctx.db);
      const visitorIds = [...new Set(hits.map((h) => h.row.visitorId))];
      const known = await ctx.events.visitorAudiences(visitorIds);
      const held = new Map(visitorIds.map((id) => [id, new Set((known.get(id) ?? []).map((a) => a.audienceId))]));
      for (const h of hits) {
        const audiences = held.get(h.row.visitorId)!;
        for (const { audienceId, affinity } of current.match(h.hit, h.organisationId)) {
          if (audiences.has(audienceId)) continue;
          audiences.add(audienceId);
          const growth: AudienceGrowthRow = { ts: h.row.ts, audienceId, visitorId: h.row.visitorId, domain: h.row.domain, affinity };
          ctx.growth.push(growth);
        }
        h.row.lists.audience = [...new Set([...(h.row.lists.audience ?? []), ...audiences])].sort((a, b) => a - b);
      }
    },
  };
}
