import type { Kysely } from 'kysely';
import { groupBy } from '../../../core/common/collections';
import type { Database } from '../../../core/server/plugin';
import type { Hit } from '../../../core/common/ingest';
import { MAX_AFFINITY_SCORE } from '../common/Audience';
import { matchesWildcard } from '../common/wildcard';
import { audiencesDb } from './AudiencesTables';

/** A rule's verdict: the visitor belongs to the audience with this affinity (0..1). */
export interface Assignment {
  audienceId: number;
  affinity: number;
}

interface Rule {
  audienceId: number;
  affinity: number;
  /** null: an audience of the shared taxonomy, valid for every organisation. */
  organisationId: number | null;
}

/** A question or form rule: ids are the sites' own, so it names the domain of its question or form (null: every domain). */
interface SiteRule extends Rule {
  domain: string | null;
}

/**
 * The DMP mapping rules in memory, indexed for lookup by hit: surf behaviour by meta key,
 * question rules by poll and answer, form rules by form.
 */
export class AudienceRules {
  constructor(
    private readonly surfByKey: Map<string, (Rule & { value: string })[]>,
    private readonly byAnswer: Map<string, SiteRule[]>,
    private readonly byForm: Map<number, (SiteRule & { fieldName: string; value: string })[]>,
  ) {}

  static async load(core: Kysely<Database>): Promise<AudienceRules> {
    const db = audiencesDb(core);
    const [surf, questions, forms] = await Promise.all([
      db.selectFrom('audience_surf_rules as r').innerJoin('audiences as a', 'a.id', 'r.audience_id').select(['r.key', 'r.value', 'r.audience_id', 'r.affinity_score', 'a.organisation_id']).execute(),
      db.selectFrom('audience_question_rules as r').innerJoin('audiences as a', 'a.id', 'r.audience_id').select(['r.poll_id', 'r.answer_id', 'r.domain', 'r.audience_id', 'r.affinity_score', 'a.organisation_id']).execute(),
      db.selectFrom('audience_form_rules as r').innerJoin('audiences as a', 'a.id', 'r.audience_id').select(['r.form_id', 'r.field_name', 'r.value', 'r.domain', 'r.audience_id', 'r.affinity_score', 'a.organisation_id']).execute(),
    ]);
    const rule = (r: { audience_id: number; affinity_score: number; organisation_id: number | null }): Rule => ({
      audienceId: r.audience_id,
      affinity: r.affinity_score / MAX_AFFINITY_SCORE,
      organisationId: r.organisation_id,
    });
    return new AudienceRules(
      groupBy(surf, (r) => r.key.toLowerCase(), (r) => ({ ...rule(r), value: r.value })),
      groupBy(questions, (r) => `${r.poll_id}:${r.answer_id}`, (r) => ({ ...rule(r), domain: r.domain })),
      groupBy(forms, (r) => r.form_id, (r) => ({ ...rule(r), domain: r.domain, fieldName: r.field_name, value: r.value })),
    );
  }

  /** Every assignment the hit's meta tags, vote or form submission earns on `domain` (the known domain's title), a site of `organisationId`. */
  match(hit: Hit, organisationId: number | null, domain: string): Assignment[] {
    const found: Rule[] = [];
    const onSite = (r: SiteRule) => r.domain === null || r.domain === domain;
    for (const [key, actual] of Object.entries(hit.meta)) {
      for (const r of this.surfByKey.get(key.toLowerCase()) ?? []) if (matchesWildcard(r.value, actual)) found.push(r);
    }
    if (hit.type === 'event' && hit.event === 'vote' && hit.question && hit.answerId) {
      found.push(...(this.byAnswer.get(`${hit.question.id}:${hit.answerId}`) ?? []).filter(onSite));
    }
    if (hit.type === 'event' && hit.event === 'lead_form_submit' && hit.form) {
      const fields = hit.form.fields as Record<string, string>;
      for (const r of this.byForm.get(hit.form.id) ?? []) if (onSite(r) && r.fieldName in fields && matchesWildcard(r.value, fields[r.fieldName])) found.push(r);
    }
    return found.filter((r) => r.organisationId === null || r.organisationId === organisationId).map(({ audienceId, affinity }) => ({ audienceId, affinity }));
  }
}
