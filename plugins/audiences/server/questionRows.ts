import { sql } from 'kysely';
import type { RouteContext } from '../../../core/server/plugin';
import type { AudienceTimeframe } from '../common/audienceCounts';
import type { MappedAudience, Question } from '../common/Mapping';
import { audiencesDb } from './AudiencesTables';
import { onDomains } from './catalogueDomains';
import type { MappingCaller } from './mappingCaller';
import { appliesOnSite, byText, mappedAudiences } from './siteRules';
import { timeframeDays } from './timeframeDays';

/**
 * The caller's questions as the question table lists them (MT-05, MT-08), one row each, for
 * the datatable to filter, sort and page: votes in the timeframe summed from the daily roll-up
 * (per answer and in all), and the rules of its answers that apply on its site — how many, and
 * the audiences they assign in the caller's language.
 */
export function questionRows(ctx: RouteContext, caller: MappingCaller, timeframe: AudienceTimeframe) {
  const db = audiencesDb(ctx.db);
  const { first, last } = timeframeDays(timeframe, Date.now());
  const votes = sql`select v.answer_id, sum(v.votes) as votes from question_votes v
    where v.domain = q.domain and v.question_id = q.id and v.day between ${first}::date and ${last}::date group by v.answer_id`;
  const rows = db
    .selectFrom('questions as q')
    .innerJoin('domains as d', 'd.title', 'q.domain')
    .where(onDomains('q.domain', caller.domains))
    .select((eb) => {
      const rules = eb
        .selectFrom('audience_question_rules as r')
        .innerJoin('audiences', 'audiences.id', 'r.audience_id')
        .whereRef('r.poll_id', '=', 'q.id')
        .where(appliesOnSite(sql.ref('q.domain'), sql.ref('d.organisation_id')))
        .where(caller.readable);
      return [
        'q.id',
        'q.question',
        'q.answers',
        'q.category_id',
        'q.title',
        'q.domain',
        'q.language',
        'q.created_at as question_created_at',
        sql<number>`(select coalesce(sum(t.votes), 0)::integer from (${votes}) t)`.as('votes'),
        sql<Record<string, number>>`(select coalesce(jsonb_object_agg(t.answer_id, t.votes), '{}'::jsonb) from (${votes}) t)`.as('answer_votes'),
        rules.select(sql<number>`count(*)::integer`.as('n')).as('mappings'),
        rules.select(mappedAudiences(caller.textColumn).as('a')).as('audiences'),
      ];
    });
  return db.selectFrom(rows.as('q')).selectAll();
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionRows>['execute']>>[number];

export function toQuestion(row: QuestionRow): Question {
  const answerVotes = row.answer_votes ?? {};
  return {
    id: row.id,
    question: row.question,
    answers: (row.answers as { id: number; answer: string }[]).map(({ id, answer }) => ({ id, answer, votes: Number(answerVotes[id] ?? 0) })),
    votes: row.votes,
    category_id: row.category_id,
    title: row.title,
    domain: row.domain,
    audiences: byText((row.audiences ?? []) as MappedAudience[]),
    mappings: row.mappings ?? 0,
    language: row.language,
    question_created_at: new Date(row.question_created_at).toISOString(),
  };
}
