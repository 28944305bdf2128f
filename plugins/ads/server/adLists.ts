import type { Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';
import type { AnswerRef, CatalogueRef } from '../../audiences/common/catalogueRefs';
import type { AdExperienceItem } from '../common/adExperiences';
import type { AdInput } from '../common/adSchema';
import { adsDb } from './AdsTables';

/** The lists an ad carries in tables of their own (adsMigration). */
export type AdLists = Pick<AdInput, 'questions' | 'answers' | 'covers' | 'results' | 'adExperiences' | 'audience_ids' | 'category_ids'> & { organisationIds: number[] };

/** Each item once (by its JSON), in the order first given. */
const unique = <T>(items: readonly T[]): T[] => [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];

const LIST_TABLES = ['ad_organisations', 'ad_questions', 'ad_answers', 'ad_covers', 'ad_results', 'ad_experiences', 'ad_audiences', 'ad_categories'] as const;

/** Replaces an ad's lists with `lists` (run inside the write's transaction). */
export async function writeAdLists(db: Kysely<Database>, adId: number, lists: AdLists): Promise<void> {
  const adb = adsDb(db);
  for (const table of LIST_TABLES) await adb.deleteFrom(table).where('ad_id', '=', adId).execute();
  const ad_id = adId;
  const rows = {
    ad_organisations: unique(lists.organisationIds).map((organisation_id) => ({ ad_id, organisation_id })),
    ad_questions: unique(lists.questions).map((q) => ({ ad_id, domain: q.domain, question_id: q.id })),
    ad_answers: unique(lists.answers).map((a) => ({ ad_id, domain: a.domain, question_id: a.questionId, answer_id: a.answerId })),
    ad_covers: unique(lists.covers).map((e) => ({ ad_id, domain: e.domain, element_id: e.id })),
    ad_results: unique(lists.results).map((e) => ({ ad_id, domain: e.domain, element_id: e.id })),
    ad_experiences: unique(lists.adExperiences).map((x) => ({ ad_id, ...x })),
    ad_audiences: unique(lists.audience_ids).map((audience_id) => ({ ad_id, audience_id })),
    ad_categories: unique(lists.category_ids).map((category_id) => ({ ad_id, category_id })),
  };
  for (const table of LIST_TABLES) {
    // Each table's rows are of its own shape; the loop only spares eight copies of the insert.
    const values = rows[table] as never[];
    if (values.length) await adb.insertInto(table).values(values).execute();
  }
}

/** An ad's lists when it has none. */
export const emptyAdLists = (): AdLists => ({ organisationIds: [], questions: [], answers: [], covers: [], results: [], adExperiences: [], audience_ids: [], category_ids: [] });

/**
 * The lists of the ads `ads` names, each in a stable order, by ad: the ads of `adIds` (each
 * present, empty lists included), or every approved ad (the decision index's; those without
 * lists left out) — read by a subquery, never by a list of every id as parameters.
 */
export async function readAdLists(db: Kysely<Database>, ads: readonly number[] | 'approved'): Promise<Map<number, AdLists>> {
  const lists = new Map<number, AdLists>(ads === 'approved' ? [] : ads.map((id) => [id, emptyAdLists()]));
  if (ads !== 'approved' && !ads.length) return lists;
  const adb = adsDb(db);
  const ofAds = ads === 'approved' ? adb.selectFrom('ads').select('ads.id').where('ads.approved', '=', true) : ads;
  const of = (id: number) => {
    if (!lists.has(id)) lists.set(id, emptyAdLists());
    return lists.get(id)!;
  };
  const [organisations, questions, answers, covers, results, experiences, audiences, categories] = await Promise.all([
    adb.selectFrom('ad_organisations').selectAll().where('ad_id', 'in', ofAds).orderBy('organisation_id').execute(),
    adb.selectFrom('ad_questions').selectAll().where('ad_id', 'in', ofAds).orderBy('domain').orderBy('question_id').execute(),
    adb.selectFrom('ad_answers').selectAll().where('ad_id', 'in', ofAds).orderBy('domain').orderBy('question_id').orderBy('answer_id').execute(),
    adb.selectFrom('ad_covers').selectAll().where('ad_id', 'in', ofAds).orderBy('domain').orderBy('element_id').execute(),
    adb.selectFrom('ad_results').selectAll().where('ad_id', 'in', ofAds).orderBy('domain').orderBy('element_id').execute(),
    adb.selectFrom('ad_experiences').selectAll().where('ad_id', 'in', ofAds).orderBy('element_type_id').orderBy('experience_type_id').orderBy('restrict_to_question_number').execute(),
    adb.selectFrom('ad_audiences').selectAll().where('ad_id', 'in', ofAds).orderBy('audience_id').execute(),
    adb.selectFrom('ad_categories').selectAll().where('ad_id', 'in', ofAds).orderBy('category_id').execute(),
  ]);
  for (const r of organisations) of(r.ad_id).organisationIds.push(r.organisation_id);
  for (const r of questions) of(r.ad_id).questions.push({ id: r.question_id, domain: r.domain } satisfies CatalogueRef);
  for (const r of answers) of(r.ad_id).answers.push({ domain: r.domain, questionId: r.question_id, answerId: r.answer_id } satisfies AnswerRef);
  for (const r of covers) of(r.ad_id).covers.push({ id: r.element_id, domain: r.domain });
  for (const r of results) of(r.ad_id).results.push({ id: r.element_id, domain: r.domain });
  for (const r of experiences) {
    const { ad_id, ...item } = r;
    of(ad_id).adExperiences.push(item as AdExperienceItem);
  }
  for (const r of audiences) of(r.ad_id).audience_ids.push(r.audience_id);
  for (const r of categories) of(r.ad_id).category_ids.push(r.category_id);
  return lists;
}
