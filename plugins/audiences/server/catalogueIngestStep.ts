import type { IngestStep } from '../../../core/server/ingest';
import { ANSWER_EVENT_LIST, answerListId } from './answerEventList';
import { audiencesDb } from './AudiencesTables';

/**
 * What this process last wrote for each question and form, per database: every vote carries its
 * question, nearly always unchanged, and an upsert per vote would put a PGlite round trip on
 * most event requests. Only this step writes these tables.
 */
const written = new WeakMap<object, Map<string, string>>();

/** A catalogue row's key: the site's id on the domain that reported it (a bare id would let any site overwrite another's text). */
interface CatalogueRow {
  domain: string;
  id: number;
}
const keyOf = (row: CatalogueRow) => JSON.stringify([row.domain, row.id]);

/**
 * Rows in the order of their keys: concurrent upserts (on PostgreSQL, from several requests or
 * processes) then lock rows in one order and cannot deadlock, as they did in any order.
 */
const inKeyOrder = <T>(rows: ReadonlyMap<string, T>): T[] => [...rows.keys()].sort().map((key) => rows.get(key)!);

/** The rows whose values differ from what was last written (all of them after a restart). */
function changed<T extends CatalogueRow>(db: object, table: string, rows: Iterable<T>): T[] {
  const last = written.get(db);
  return [...rows].filter((row) => last?.get(`${table}:${keyOf(row)}`) !== JSON.stringify(row));
}

function remember(db: object, table: string, rows: readonly CatalogueRow[]): void {
  let last = written.get(db);
  if (!last) written.set(db, (last = new Map()));
  for (const row of rows) last.set(`${table}:${keyOf(row)}`, JSON.stringify(row));
}

/** A hit's UTC day, the question_votes key. */
const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);

/**
 * Ingest "catalogue": votes and form submissions carry their question or form, and questions
 * their element; the server keeps the latest text of each per (domain, id) (one upsert per table per batch, skipped when
 * nothing changed; a category, title, language or e-mail a hit leaves out stays as it was),
 * adds the batch's votes to the daily roll-up per answer (one upsert per batch), marks each vote's
 * row with its answer (ANSWER_EVENT_LIST: a question rule finds past voters) and stores each
 * form submission as a lead. All come from hits only, so a replaced event history takes them along.
 */
export const catalogueIngestStep: IngestStep = {
  name: 'catalogue',
  async enrich(hits, ctx) {
    // Most batches carry no question or form (page views): nothing to look at.
    if (!hits.some(({ hit }) => hit.question || hit.form || hit.element)) return;
    const db = audiencesDb(ctx.db);
    const questions = new Map<string, { id: number; question: string; answers: string; domain: string; category_id: number | null; title: string | null; language: string | null }>();
    const forms = new Map<string, { id: number; domain: string; title: string; fields: string; email: string | null }>();
    const elements = new Map<string, { id: number; domain: string; type: number; name: string }>();
    const votes = new Map<string, { domain: string; question_id: number; answer_id: number; day: string; votes: number }>();
    const leads: { form_id: number; visitor_id: string; domain: string; data: string; created_at: Date }[] = [];
    for (const { hit, row } of hits) {
      if (hit.type !== 'event') continue;
      if (hit.element) {
        const element = { id: hit.element.id, domain: row.domain, type: hit.element.type, name: hit.element.name };
        elements.set(keyOf(element), element);
      }
      if (hit.question) {
        const { id, text, answers, categoryId, title, language } = hit.question;
        const question = { id, question: text, answers: JSON.stringify(answers), domain: row.domain, category_id: categoryId ?? null, title: title || null, language: language || null };
        questions.set(keyOf(question), question);
        if (hit.event === 'vote' && hit.answerId) {
          row.lists[ANSWER_EVENT_LIST.name] = [answerListId(id, hit.answerId)];
          const vote = { domain: row.domain, question_id: id, answer_id: hit.answerId, day: dayOf(row.ts), votes: 1 };
          const key = JSON.stringify([vote.domain, vote.question_id, vote.answer_id, vote.day]);
          const counted = votes.get(key);
          if (counted) counted.votes += 1;
          else votes.set(key, vote);
        }
      }
      if (hit.form) {
        const fields = hit.form.fields as Record<string, string>;
        const form = { id: hit.form.id, domain: row.domain, title: hit.form.title, fields: JSON.stringify(Object.keys(fields)), email: hit.form.email || null };
        forms.set(keyOf(form), form);
        // Submitted when the hit was (a seeded history's leads lie in the past, as its events do): the leads download picks them by timeframe.
        if (hit.event === 'lead_form_submit') leads.push({ form_id: hit.form.id, visitor_id: row.visitorId, domain: row.domain, data: JSON.stringify(fields), created_at: new Date(row.ts) });
      }
    }
    const newQuestions = changed(ctx.db, 'questions', inKeyOrder(questions));
    if (newQuestions.length) {
      await db
        .insertInto('questions')
        .values(newQuestions)
        .onConflict((oc) =>
          oc.columns(['domain', 'id']).doUpdateSet((eb) => ({
            question: eb.ref('excluded.question'),
            answers: eb.ref('excluded.answers'),
            category_id: eb.fn.coalesce('excluded.category_id', 'questions.category_id'),
            title: eb.fn.coalesce('excluded.title', 'questions.title'),
            language: eb.fn.coalesce('excluded.language', 'questions.language'),
          })),
        )
        .execute();
      remember(ctx.db, 'questions', newQuestions);
    }
    if (votes.size) {
      await db
        .insertInto('question_votes')
        .values(inKeyOrder(votes))
        .onConflict((oc) => oc.columns(['domain', 'question_id', 'answer_id', 'day']).doUpdateSet((eb) => ({ votes: eb('question_votes.votes', '+', eb.ref('excluded.votes')) })))
        .execute();
    }
    const newForms = changed(ctx.db, 'forms', inKeyOrder(forms));
    if (newForms.length) {
      await db
        .insertInto('forms')
        .values(newForms)
        .onConflict((oc) =>
          oc.columns(['domain', 'id']).doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), fields: eb.ref('excluded.fields'), email: eb.fn.coalesce('excluded.email', 'forms.email') })),
        )
        .execute();
      remember(ctx.db, 'forms', newForms);
    }
    const newElements = changed(ctx.db, 'elements', inKeyOrder(elements));
    if (newElements.length) {
      await db
        .insertInto('elements')
        .values(newElements)
        .onConflict((oc) => oc.columns(['domain', 'id']).doUpdateSet((eb) => ({ type: eb.ref('excluded.type'), name: eb.ref('excluded.name') })))
        .execute();
      remember(ctx.db, 'elements', newElements);
    }
    if (leads.length) await db.insertInto('leads').values(leads).execute();
  },
  async forgetHistory(coreDb) {
    const db = audiencesDb(coreDb);
    written.delete(coreDb);
    const deleted: Record<string, number> = {};
    for (const table of ['leads', 'question_votes', 'questions', 'forms', 'elements'] as const) {
      const result = await db.deleteFrom(table).executeTakeFirst();
      deleted[table] = Number(result.numDeletedRows);
    }
    return deleted;
  },
};
