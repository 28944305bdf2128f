import type { IngestStep } from '../../../core/server/ingest';
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

/**
 * Ingest "catalogue": votes and form submissions carry their question or form; the server
 * keeps the latest text of each per (domain, id) (one upsert per table per batch, skipped when
 * nothing changed) and stores each form submission as a lead. All three come from hits only,
 * so a replaced event history takes them along.
 */
export const catalogueIngestStep: IngestStep = {
  name: 'catalogue',
  async enrich(hits, ctx) {
    // Most batches carry no question or form (page views): nothing to look at.
    if (!hits.some(({ hit }) => hit.question || hit.form)) return;
    const db = audiencesDb(ctx.db);
    const questions = new Map<string, { id: number; question: string; answers: string; domain: string }>();
    const forms = new Map<string, { id: number; domain: string; title: string; fields: string }>();
    const leads: { form_id: number; visitor_id: string; domain: string; data: string }[] = [];
    for (const { hit, row } of hits) {
      if (hit.type !== 'event') continue;
      if (hit.question) {
        const question = { id: hit.question.id, question: hit.question.text, answers: JSON.stringify(hit.question.answers), domain: row.domain };
        questions.set(keyOf(question), question);
      }
      if (hit.form) {
        const fields = hit.form.fields as Record<string, string>;
        const form = { id: hit.form.id, domain: row.domain, title: hit.form.title, fields: JSON.stringify(Object.keys(fields)) };
        forms.set(keyOf(form), form);
        if (hit.event === 'lead_form_submit') leads.push({ form_id: hit.form.id, visitor_id: row.visitorId, domain: row.domain, data: JSON.stringify(fields) });
      }
    }
    const newQuestions = changed(ctx.db, 'questions', questions.values());
    if (newQuestions.length) {
      await db
        .insertInto('questions')
        .values(newQuestions)
        .onConflict((oc) => oc.columns(['domain', 'id']).doUpdateSet((eb) => ({ question: eb.ref('excluded.question'), answers: eb.ref('excluded.answers') })))
        .execute();
      remember(ctx.db, 'questions', newQuestions);
    }
    const newForms = changed(ctx.db, 'forms', forms.values());
    if (newForms.length) {
      await db
        .insertInto('forms')
        .values(newForms)
        .onConflict((oc) => oc.columns(['domain', 'id']).doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), fields: eb.ref('excluded.fields') })))
        .execute();
      remember(ctx.db, 'forms', newForms);
    }
    if (leads.length) await db.insertInto('leads').values(leads).execute();
  },
  async forgetHistory(coreDb) {
    const db = audiencesDb(coreDb);
    written.delete(coreDb);
    const deleted: Record<string, number> = {};
    for (const table of ['leads', 'questions', 'forms'] as const) {
      const result = await db.deleteFrom(table).executeTakeFirst();
      deleted[table] = Number(result.numDeletedRows);
    }
    return deleted;
  },
};
