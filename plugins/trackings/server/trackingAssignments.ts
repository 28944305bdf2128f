import type { Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';
import { withAutoAssignment } from '../common/autoAssignment';
import type { AnswerRef, CatalogueRef } from '../../audiences/common/catalogueRefs';
import { TRACKING_EVENTS } from '../common/Tracking';
import type { TrackingInput } from '../common/trackingSchema';
import { trackingsDb } from './TrackingsTables';

type Assignments = Pick<TrackingInput, 'auto_assignment' | 'assignedQuestions' | 'assignedAnswers' | 'assignedForms' | 'assignedAds' | 'assignedPixels' | 'assignedEvents'>;
export type TrackingAssignments = Omit<Assignments, 'auto_assignment'>;

/** Each item once (by its JSON), in the order first given. */
const unique = <T>(items: readonly T[]): T[] => [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];

/**
 * Replaces a tracking's assignments with `input`'s (run inside the write's transaction). With
 * auto_assignment on, no questions, answers, ads or forms are kept (TK-15).
 */
export async function writeAssignments(db: Kysely<Database>, trackingId: number, input: Assignments): Promise<void> {
  const tdb = trackingsDb(db);
  const kept = withAutoAssignment(input);
  const tables = ['tracking_questions', 'tracking_answers', 'tracking_forms', 'tracking_ads', 'tracking_pixels', 'tracking_events'] as const;
  for (const table of tables) await tdb.deleteFrom(table).where('tracking_id', '=', trackingId).execute();
  const insert = async <T>(items: T[], write: (rows: T[]) => Promise<unknown>) => {
    if (items.length) await write(items);
  };
  const tracking_id = trackingId;
  await insert(unique(kept.assignedQuestions), (rows) => tdb.insertInto('tracking_questions').values(rows.map((q) => ({ tracking_id, domain: q.domain, question_id: q.id }))).execute());
  await insert(unique(kept.assignedAnswers), (rows) =>
    tdb.insertInto('tracking_answers').values(rows.map((a) => ({ tracking_id, domain: a.domain, question_id: a.questionId, answer_id: a.answerId }))).execute(),
  );
  await insert(unique(kept.assignedForms), (rows) => tdb.insertInto('tracking_forms').values(rows.map((f) => ({ tracking_id, domain: f.domain, form_id: f.id }))).execute());
  await insert(unique(kept.assignedAds), (rows) => tdb.insertInto('tracking_ads').values(rows.map((ad_id) => ({ tracking_id, ad_id }))).execute());
  await insert(unique(kept.assignedPixels), (rows) => tdb.insertInto('tracking_pixels').values(rows.map((pixel_id) => ({ tracking_id, pixel_id }))).execute());
  await insert(unique(kept.assignedEvents), (rows) => tdb.insertInto('tracking_events').values(rows.map((event) => ({ tracking_id, event }))).execute());
}

/** A tracking's assignments, each list in a stable order. */
export async function readAssignments(db: Kysely<Database>, trackingId: number): Promise<TrackingAssignments> {
  const tdb = trackingsDb(db);
  const [questions, answers, forms, ads, pixels, events] = await Promise.all([
    tdb.selectFrom('tracking_questions').select(['domain', 'question_id']).where('tracking_id', '=', trackingId).orderBy('domain').orderBy('question_id').execute(),
    tdb.selectFrom('tracking_answers').select(['domain', 'question_id', 'answer_id']).where('tracking_id', '=', trackingId).orderBy('domain').orderBy('question_id').orderBy('answer_id').execute(),
    tdb.selectFrom('tracking_forms').select(['domain', 'form_id']).where('tracking_id', '=', trackingId).orderBy('domain').orderBy('form_id').execute(),
    tdb.selectFrom('tracking_ads').select('ad_id').where('tracking_id', '=', trackingId).orderBy('ad_id').execute(),
    tdb.selectFrom('tracking_pixels').select('pixel_id').where('tracking_id', '=', trackingId).orderBy('pixel_id').execute(),
    tdb.selectFrom('tracking_events').select('event').where('tracking_id', '=', trackingId).execute(),
  ]);
  return {
    assignedQuestions: questions.map((q): CatalogueRef => ({ id: q.question_id, domain: q.domain })),
    assignedAnswers: answers.map((a): AnswerRef => ({ domain: a.domain, questionId: a.question_id, answerId: a.answer_id })),
    assignedForms: forms.map((f): CatalogueRef => ({ id: f.form_id, domain: f.domain })),
    assignedAds: ads.map((a) => a.ad_id),
    assignedPixels: pixels.map((p) => p.pixel_id),
    // In the order of the event list (TRACKING_EVENTS), not the table's.
    assignedEvents: events.map((e) => e.event).sort((a, b) => TRACKING_EVENTS.indexOf(a) - TRACKING_EVENTS.indexOf(b)),
  };
}
