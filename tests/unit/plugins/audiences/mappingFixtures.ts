import type { Audience } from '../../../../plugins/audiences/common/Audience';
import type { AssignedAudience, Form, MetaTagRow, Question } from '../../../../plugins/audiences/common/Mapping';
import type { FakeCall, FakeReply } from '../../client/support/fakeFetch';

/** Everything the three mapping pages ask for: polls, surf behaviours, lead forms and the audiences. */
export const DEFINE_ACCESS = ['AUDIENCES.VIEW', 'POLLS.VIEW', 'SURF_BEHAVIOURS.VIEW', 'LEAD_FORMS.VIEW', 'LEAD_DATA.VIEW', 'MODULE_DMP.VIEW'];
export const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
export const fail = (status: number, error: string, message: string, errors?: Record<string, string[]>): FakeReply => ({ status, body: { status: 'error', error, message, errors } });

const audience = (id: number, text: string, type_id: 1 | 2, children: Audience[] = []): Audience => ({
  id, text, english: text, german: text, parent_id: null, type_id, is_pinpoll: false, is_aitopic: false, hide_analytics: false, hide_dmp: false, filename: null, translations: [], children,
});

/** The caller's audience tree (getAudiences). */
export const TREE = [audience(1, 'Sports', 1, [audience(11, 'Football', 1)]), audience(2, 'Politics', 1), audience(5, 'Gender', 2, [audience(51, 'Female', 2)])];

export const QUESTION: Question = {
  id: 5, question: 'Do you play football?', answers: [{ id: 51, answer: 'Yes', votes: 1200 }, { id: 52, answer: 'No', votes: 30 }], votes: 1230, category_id: 3, title: 'Sports',
  domain: 'news.test', audiences: [{ id: 1, text: 'Sports' }, { id: 2, text: 'Politics' }], mappings: 2, language: 'en', question_created_at: '2026-01-02T08:00:00.000Z',
};

export const FORM: Form = {
  id: 9, domain: 'news.test', title: 'Newsletter', email: 'owner@news.test', lead_data_count: 640, fields: ['email', 'interest'], audiences: [{ id: 5, text: 'Gender' }], mappings: 1, created_at: '2026-01-03T08:00:00.000Z',
};

export const metaTag = (value: string, visitors: number, over: Partial<MetaTagRow> = {}): MetaTagRow => ({
  key: 'og:title', value, visitors, affinity_score: null, audiences: [], mappings: 0, created_at: '2026-01-04T08:00:00.000Z', ...over,
});

/** A stored rule; by default one of QUESTION's answer "Yes" (51). */
export const assignedAudience = (mappedAudienceId: number, audience_id: number, text: string, type_id: 1 | 2, affinity_score = 1, form_data: string | null = null, selectedField: number | string = 51): AssignedAudience => ({
  mappedAudienceId, selectedField, audience_id, text, type_id, affinity_score, form_data,
});

/** A datatable route answering `rows` as one page. */
export const datatable = (rows: unknown[]) => () => ok({ items: rows, total: rows.length });

/** The query of a GET call, parameters by name. */
export const queryOf = (call: FakeCall) => Object.fromEntries(new URL(call.url, 'http://console.test').searchParams);
