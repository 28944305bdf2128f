import type { IngestStep, PerDatabaseCache } from '../../../core/server/ingest';
import type { AudienceRules } from './AudienceRules';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';
import { AUDIENCE_QUALITY_EVENT_LISTS } from './audienceQualityEventLists';

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/**
 * Ingest "assign": matches every hit against the mapping rules, adds the visitor's audiences
 * so far (one EventStore lookup per batch) to the hit's audience list, and records an
 * assignment (audience growth) the first time a visitor enters an audience, with the best
 * affinity of the rules that matched. The audience quality lists get the audiences the visitor
 * holds with at least their level's score (recorded scores only, as a store fills them anew).
 */
export function assignIngestStep(rules: PerDatabaseCache<AudienceRules>): IngestStep {
  return {
    name: 'assign',
    async warmUp(db) {
      await rules.get(db);
    },
    async enrich(hits, ctx) {
      const current = await rules.get(ctx.db);
      const visitorIds = [...new Set(hits.map((h) => h.row.visitorId))];
      const known = await ctx.events.visitorAssignments(AUDIENCE_EVENT_LIST.name, visitorIds);
      // visitor → audience → best recorded score
      const held = new Map(visitorIds.map((id) => [id, new Map((known.get(id) ?? []).map((a) => [a.id, a.score]))]));
      for (const h of hits) {
        const audiences = held.get(h.row.visitorId)!;
        const matched = new Map<number, number>();
        for (const { audienceId, affinity } of current.match(h.hit, h.organisationId, h.row.domain)) matched.set(audienceId, Math.max(affinity, matched.get(audienceId) ?? 0));
        for (const [audienceId, affinity] of matched) {
          if (audiences.has(audienceId)) continue;
          audiences.set(audienceId, affinity);
          ctx.assignments.push({ ts: h.row.ts, list: AUDIENCE_EVENT_LIST.name, id: audienceId, visitorId: h.row.visitorId, domain: h.row.domain, score: affinity });
        }
        h.row.lists[AUDIENCE_EVENT_LIST.name] = sorted(new Set([...(h.row.lists[AUDIENCE_EVENT_LIST.name] ?? []), ...audiences.keys()]));
        for (const list of Object.values(AUDIENCE_QUALITY_EVENT_LISTS)) {
          h.row.lists[list.name] = sorted([...audiences].filter(([, score]) => score >= list.scoredFrom!.minScore).map(([id]) => id));
        }
      }
    },
  };
}
