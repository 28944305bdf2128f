import type { Kysely } from 'kysely';
import type { IngestStep } from '../../../core/server/ingest/IngestStep';

/**
 * Ingest "catalogue": votes and form submissions carry their question or form; the server
 * keeps the latest text of each (one upsert per table per batch) and stores each form
 * submission as a lead.
 */
export const catalogueIngestStep: IngestStep = {
  name: 'catalogue',
  async enrich(hits, ctx) {
    const db = ctx.db as unknown as Kysely<any>;
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
    if (questions.size) {
      await db
        .insertInto('questions')
        .values([...questions.values()])
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ question: eb.ref('excluded.question'), answers: eb.ref('excluded.answers'), domain: eb.ref('excluded.domain') })))
        .execute();
    }
    if (forms.size) {
      await db
        .insertInto('forms')
        .values([...forms.values()])
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), fields: eb.ref('excluded.fields') })))
        .execute();
    }
    if (leads.length) await db.insertInto('leads').values(leads).execute();
  },
};
