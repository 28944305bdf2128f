import type { IngestStep } from '../../../core/server/ingest';
import { audiencesDb } from './AudiencesTables';

/**
 * What this process last wrote for each question and form, per database: every vote carries its
 * question, nearly always unchanged, and an upsert per vote would put a PGlite round trip on
 * most event requests. Only this step writes these tables.
 */
const written = new WeakMap<object, Map<string, string>>();

/** The rows whose values differ from what was last written (all of them after a restart). */
function changed<T extends { id: number }>(db: object, table: string, rows: Iterable<T>): T[] {
  const last = written.get(db);
  return [...rows].filter((row) => last?.get(`${table}:${row.id}`) !== JSON.stringify(row));
}

function remember(db: object, table: string, rows: readonly { id: number }[]): void {
  let last = written.get(db);
  if (!last) written.set(db, (last = new Map()));
  for (const row of rows) last.set(`${table}:${row.id}`, JSON.stringify(row));
}

/**
 * Ingest "catalogue": votes and form submissions carry their question or form; the server
 * keeps the latest text of each (one upsert per table per batch, skipped when nothing changed)
 * and stores each form submission as a lead.
 */
export const catalogueIngestStep: IngestStep = {
  name: 'catalogue',
  async enrich(hits, ctx) {
    // Most batches carry no question or form (page views): nothing to look at.
    if (!hits.some(({ hit }) => hit.question || hit.form)) return;
    const db = audiencesDb(ctx.db);
    const questions = new Map<number, { id: number; question: string; answers: string; domain: string }>();
    const forms = new Map<number, { id: number; title: string; fields: string }>();
    const leads: { form_id: number; visitor_id: string; domain: string; data: string }[] = [];
    for (const { hit, row } of hits) {
      if (hit.type !== 'event') continue;
      if (hit.question) questions.set(hit.question.id, { id: hit.question.id, question: hit.question.text, answers: JSON.stringify(hit.question.answers), domain: row.domain });
      if (hit.form) {
        const fields = hit.form.fields as Record<string, string>;
        forms.set(hit.form.id, { id: hit.form.id, title: hit.form.title, fields: JSON.stringify(Object.keys(fields)) });
        if (hit.event === 'lead_form_submit') leads.push({ form_id: hit.form.id, visitor_id: row.visitorId, domain: row.domain, data: JSON.stringify(fields) });
      }
    }
    const newQuestions = changed(ctx.db, 'questions', questions.values());
    if (newQuestions.length) {
      await db
        .insertInto('questions')
        .values(newQuestions)
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ question: eb.ref('excluded.question'), answers: eb.ref('excluded.answers'), domain: eb.ref('excluded.domain') })))
        .execute();
      remember(ctx.db, 'questions', newQuestions);
    }
    const newForms = changed(ctx.db, 'forms', forms.values());
    if (newForms.length) {
      await db
        .insertInto('forms')
        .values(newForms)
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), fields: eb.ref('excluded.fields') })))
        .execute();
      remember(ctx.db, 'forms', newForms);
    }
    if (leads.length) await db.insertInto('leads').values(leads).execute();
  },
};
