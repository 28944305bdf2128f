import type { PerDatabaseCache } from '../../../core/server/ingest';
import type { JobContext, ScheduledJob } from '../../../core/server/jobs';
import { MAX_AFFINITY_SCORE } from '../common/Audience';
import { AudienceCountCache } from './AudienceCountCache';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';
import type { AudienceRules } from './AudienceRules';
import { audiencesDb } from './AudiencesTables';
import type { RuleTarget } from './mappingTarget';
import { pastMatching, ruleDomains } from './pastMatching';
import { MODE_RULE_TABLES, RULE_TARGET_COLUMNS } from './ruleTables';

type RuleRow = Record<string, unknown> & { audience_id: number; affinity_score: number; organisation_id: number | null };

const HOUR_MS = 3_600_000;
/** A first run (or one after a long stop) re-applies the rules to this much past, the span "apply to the past" covers. */
const MAX_SYNC_MS = 30 * 24 * HOUR_MS;

/**
 * Re-applies every question or form rule to the votes or leads since the job last succeeded (an
 * hour of overlap; at most 30 days): the path of "apply to the past" (EventStore.assignPast, which
 * adds only visitors not holding the audience yet), so a rule that missed a hit — an ingest that
 * failed, a lead stored before its rule — catches up.
 */
function syncRules(name: string, mode: 'question' | 'form'): ScheduledJob {
  const table = MODE_RULE_TABLES[mode];
  return {
    name,
    pattern: mode === 'question' ? '0 * * * *' : '5 * * * *',
    async run({ db: core, services, signal, lastSuccess }: JobContext) {
      const db = audiencesDb(core);
      const now = Date.now();
      const range = { from: Math.max(now - MAX_SYNC_MS, (lastSuccess?.getTime() ?? 0) - HOUR_MS), to: now };
      const rules: RuleRow[] = await (mode === 'question' ? db.selectFrom('audience_question_rules as r') : db.selectFrom('audience_form_rules as r'))
        .innerJoin('audiences as a', 'a.id', 'r.audience_id')
        .selectAll('r')
        .select('a.organisation_id')
        .execute();
      let added = 0;
      for (const rule of rules) {
        signal.throwIfAborted();
        const values = Object.fromEntries(RULE_TARGET_COLUMNS[table].filter((c) => c !== 'audience_id').map((c) => [c, rule[c] as string | number]));
        const target: RuleTarget = { mode, table, values };
        const matching = await pastMatching(db, target, await ruleDomains(db, rule.organisation_id), range);
        added += await services.events.assignPast({ list: AUDIENCE_EVENT_LIST.name, id: rule.audience_id, score: rule.affinity_score / MAX_AFFINITY_SCORE, range, matching });
      }
      if (added) AudienceCountCache.of(services.events).clear();
      return { rules: rules.length, from: new Date(range.from).toISOString(), visitorsAdded: added };
    },
  };
}

/** The DMP's jobs (management §9 names); `rules` is the ingest's cache of mapping rules. */
export function audienceJobs(rules: PerDatabaseCache<AudienceRules>): ScheduledJob[] {
  return [
    syncRules('syncAudiencesOfVotes', 'question'),
    syncRules('syncAudiencesOfFormData', 'form'),
    {
      // Audience counts are computed anew on their next request, the mapping rules reloaded now.
      name: 'refreshCache',
      pattern: '0 3 * * *',
      async run({ db, services }) {
        AudienceCountCache.of(services.events).clear();
        rules.invalidate(db);
        await rules.get(db);
        return { countsCleared: true, rulesReloaded: true };
      },
    },
    {
      // Rules go with their audience (foreign keys); the memberships in the event store are removed here.
      name: 'removeDeletedAudiences',
      pattern: '45 2 * * *',
      async run({ db, services }) {
        const held = await services.events.heldIds(AUDIENCE_EVENT_LIST.name);
        const existing = new Set(held.length ? (await audiencesDb(db).selectFrom('audiences').select('id').where('id', 'in', held).execute()).map((a) => a.id) : []);
        const deleted = held.filter((id) => !existing.has(id));
        const assignmentsDeleted = await services.events.deleteAssignments(AUDIENCE_EVENT_LIST.name, deleted);
        if (assignmentsDeleted) AudienceCountCache.of(services.events).clear();
        return { audiences: deleted.length, assignmentsDeleted };
      },
    },
  ];
}
