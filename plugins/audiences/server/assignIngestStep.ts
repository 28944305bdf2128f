import type { IngestStep, PerDatabaseCache } from '../../../core/server/ingest';
import type { AudienceRules } from './AudienceRules';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';

/**
 * Ingest "assign": matches every hit against the mapping rules, adds the visitor's audiences
 * so far (one EventStore lookup per batch) to the hit's audience list, and records an
 * assignment (audience growth) the first time a visitor enters an audience.
 */
export function assignIngestStep(rules: PerDatabaseCache<AudienceRules>): IngestStep {
  return {
    name: 'assign',
    async enrich(hits, ctx) {
      const current = await rules.get(ctx.db);
      const visitorIds = [...new Set(hits.map((h) => h.row.visitorId))];
      const known = await ctx.events.visitorAssignments(AUDIENCE_EVENT_LIST.name, visitorIds);
      const held = new Map(visitorIds.map((id) => [id, new Set((known.get(id) ?? []).map((a) => a.id))]));
      for (const h of hits) {
        const audiences = held.get(h.row.visitorId)!;
        for (const { audienceId, affinity } of current.match(h.hit, h.organisationId)) {
          if (audiences.has(audienceId)) continue;
          audiences.add(audienceId);
          ctx.assignments.push({ ts: h.row.ts, list: AUDIENCE_EVENT_LIST.name, id: audienceId, visitorId: h.row.visitorId, domain: h.row.domain, score: affinity });
        }
        h.row.lists[AUDIENCE_EVENT_LIST.name] = [...new Set([...(h.row.lists[AUDIENCE_EVENT_LIST.name] ?? []), ...audiences])].sort((a, b) => a - b);
      }
    },
  };
}
