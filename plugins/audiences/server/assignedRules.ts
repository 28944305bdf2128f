import { sql, type SqlBool } from 'kysely';
import type { RouteContext } from '../../../core/server/plugin';
import type { AudienceRulesReply } from '../common/Mapping';
import { readAudience } from './audienceEntityRoutes';
import { audiencesDb } from './AudiencesTables';
import { onDomains } from './catalogueDomains';
import type { MappingCaller } from './mappingCaller';
import { sdkRulesOf } from './sdkRules';

/** A question or form rule the caller may see: one naming no domain, or one of theirs (another organisation's question stays unseen). */
const onCallerSite = (caller: MappingCaller) => sql<SqlBool>`(r.domain is null or ${onDomains('r.domain', caller.domains)})`;

/**
 * One audience's rules by source, for the rules dialog (RU-01 … RU-07): surf behaviour with
 * the audience's name, question rules with the question and answer texts and form rules with
 * the form's title, read from the catalogue of the caller's domains ('' when not catalogued
 * there; an answer then shows its id), and the SDK data rules of the caller's organisations.
 * 404 `audience_not_found` for an audience the caller does not read.
 */
export async function assignedRules(ctx: RouteContext, caller: MappingCaller, audienceId: number): Promise<AudienceRulesReply> {
  const audience = await readAudience(ctx, audienceId, caller.writer.scope);
  const db = audiencesDb(ctx.db);
  const [surf, questions, forms, sdkData] = await Promise.all([
    db.selectFrom('audience_surf_rules').select(['id', 'key', 'value', 'affinity_score']).where('audience_id', '=', audienceId).orderBy('id').execute(),
    db
      .selectFrom('audience_question_rules as r')
      // A rule naming no domain may find its question on several of the caller's: one text is enough.
      .leftJoin('questions as q', (join) => join.onRef('q.id', '=', 'r.poll_id').on(sql<SqlBool>`(r.domain is null or q.domain = r.domain)`).on(onDomains('q.domain', caller.domains)))
      .distinctOn('r.id')
      .select(['r.id', 'r.poll_id', 'r.answer_id', 'r.affinity_score', 'q.question', 'q.answers'])
      .where('r.audience_id', '=', audienceId)
      .where(onCallerSite(caller))
      .orderBy('r.id')
      .orderBy('q.domain')
      .execute(),
    db
      .selectFrom('audience_form_rules as r')
      .leftJoin('forms as f', (join) => join.onRef('f.id', '=', 'r.form_id').on(sql<SqlBool>`(r.domain is null or f.domain = r.domain)`).on(onDomains('f.domain', caller.domains)))
      .distinctOn('r.id')
      .select(['r.id', 'r.form_id', 'r.field_name', 'r.value', 'r.affinity_score', 'f.title'])
      .where('r.audience_id', '=', audienceId)
      .where(onCallerSite(caller))
      .orderBy('r.id')
      .orderBy('f.domain')
      .execute(),
    sdkRulesOf(db, caller, audienceId),
  ]);
  const answerText = (answers: unknown, id: number) => (answers as { id: number; answer: string }[] | null)?.find((a) => a.id === id)?.answer ?? String(id);
  return {
    surfBehaviour: surf.map((r) => ({ ...r, audience: audience[caller.textColumn] })),
    questionData: questions.map((r) => ({ id: r.id, answer: answerText(r.answers, r.answer_id), question: r.question ?? '', poll_id: r.poll_id, affinity_score: r.affinity_score })),
    formData: forms.map((r) => ({ id: r.id, title: r.title ?? '', form_data: r.value, field_name: r.field_name, form_id: r.form_id, affinity_score: r.affinity_score })),
    sdkData,
  };
}
