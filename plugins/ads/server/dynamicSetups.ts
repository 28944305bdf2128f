import { sql, type Kysely } from 'kysely';
import { ApiError } from '../../../core/server/http';
import type { Database } from '../../../core/server/plugin';
import type { AdInput } from '../common/adSchema';
import { adType } from '../common/adType';
import { adsDb } from './AdsTables';

/** A question or answer another dynamic ad of the organisation is set up on. */
interface DynamicSetup {
  ad_id: number;
  name: string;
  domain: string;
  question_id: number;
  answer_id: number | null;
}

/** The dynamic setups of `organisationId`'s other ads on the questions and answers `ad` names. */
async function dynamicSetups(db: Kysely<Database>, organisationId: number, ad: Pick<AdInput, 'questions' | 'answers'>, adId: number | undefined): Promise<DynamicSetup[]> {
  if (!ad.questions.length && !ad.answers.length) return [];
  const adb = adsDb(db);
  const others = (qb: ReturnType<typeof adb.selectFrom<'ads'>>) => qb.where('ads.type', '=', 'dynamic').where('ads.organisation_id', '=', organisationId).$if(adId !== undefined, (q) => q.where('ads.id', '<>', adId!));
  const questionKeys = ad.questions.map((q) => sql`(${q.domain}, ${q.id})`);
  const answerKeys = ad.answers.map((a) => sql`(${a.domain}, ${a.questionId}, ${a.answerId})`);
  const [questions, answers] = await Promise.all([
    questionKeys.length
      ? others(adb.selectFrom('ads'))
          .innerJoin('ad_questions as q', 'q.ad_id', 'ads.id')
          .select(['ads.id as ad_id', 'ads.name', 'q.domain', 'q.question_id', sql<null>`null`.as('answer_id')])
          .where(sql`(q.domain, q.question_id)`, 'in', sql`(${sql.join(questionKeys)})`)
          .execute()
      : [],
    answerKeys.length
      ? others(adb.selectFrom('ads'))
          .innerJoin('ad_answers as a', 'a.ad_id', 'ads.id')
          .select(['ads.id as ad_id', 'ads.name', 'a.domain', 'a.question_id', 'a.answer_id'])
          .where(sql`(a.domain, a.question_id, a.answer_id)`, 'in', sql`(${sql.join(answerKeys)})`)
          .execute()
      : [],
  ]);
  return [...questions, ...answers].sort((x, y) => x.ad_id - y.ad_id || x.question_id - y.question_id);
}

/**
 * AD-45, OP-59: a question or answer has at most one dynamic setup. Saving a dynamic ad on one
 * where another dynamic ad of the organisation is set up needs the user's word (static and Google
 * ads share places and rotate). Without `replace` it is refused with 409
 * `dynamic_setup_exists`, each conflict listed under the field that names it, so the dialog can
 * ask; with `replace` the other ads leave those questions and answers (inside the save's
 * transaction). Returns whether another ad changed.
 */
export async function replaceDynamicSetups(db: Kysely<Database>, organisationId: number, ad: AdInput, adId: number | undefined): Promise<boolean> {
  if (adType(ad) !== 'dynamic') return false;
  const setups = await dynamicSetups(db, organisationId, ad, adId);
  if (!setups.length) return false;
  if (!ad.replace) {
    const line = (s: DynamicSetup) => `Question ${s.question_id}${s.answer_id === null ? '' : `, answer ${s.answer_id}`} on ${s.domain} has the dynamic ad "${s.name}" (#${s.ad_id}).`;
    const errors: Record<string, string[]> = {};
    for (const setup of setups) (errors[setup.answer_id === null ? 'questions' : 'answers'] ??= []).push(line(setup));
    throw new ApiError(409, 'dynamic_setup_exists', 'Another dynamic ad is set up on these questions or answers: replace it?', errors);
  }
  const adb = adsDb(db);
  for (const s of setups) {
    if (s.answer_id === null) await adb.deleteFrom('ad_questions').where('ad_id', '=', s.ad_id).where('domain', '=', s.domain).where('question_id', '=', s.question_id).execute();
    else await adb.deleteFrom('ad_answers').where('ad_id', '=', s.ad_id).where('domain', '=', s.domain).where('question_id', '=', s.question_id).where('answer_id', '=', s.answer_id).execute();
  }
  return true;
}
