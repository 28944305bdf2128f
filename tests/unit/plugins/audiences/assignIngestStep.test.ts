/** @jest-environment node */
import { noServerContracts } from '../../../../core/server/plugin/ServerContracts';
import { hitSchema, type Hit } from '../../../../core/common/ingest/hitSchema';
import type { EventRow } from '../../../../core/server/events/EventRow';
import type { IngestContext, IngestHit } from '../../../../core/server/ingest/IngestStep';
import { PerDatabaseCache } from '../../../../core/server/ingest/PerDatabaseCache';
import { AudienceRules } from '../../../../plugins/audiences/server/AudienceRules';
import { assignIngestStep } from '../../../../plugins/audiences/server/assignIngestStep';
import { FakeEventStore } from '../../server/ingest/support/FakeEventStore';

const rule = (audienceId: number, affinityScore: number, organisationId: number | null = null) => ({ audienceId, affinity: affinityScore / 10, organisationId });
const rules = new AudienceRules(
  new Map([
    ['og:section', [{ ...rule(1, 6), value: 'sport*' }, { ...rule(2, 8), value: '*football*' }, { ...rule(9, 5, 42), value: 'sport*' }]],
    ['keywords', [{ ...rule(3, 3), value: '*ski' }]],
  ]),
  new Map([['501:2', [{ ...rule(4, 9), domain: null }, { ...rule(6, 7), domain: 'sport.example.com' }]]]),
  new Map([[77, [{ ...rule(5, 10), domain: null, fieldName: 'occupation', value: '*student*' }, { ...rule(7, 4), domain: 'sport.example.com', fieldName: 'occupation', value: 'student' }]]]),
);
const NEWS = 'news.example.com';

const hit = (input: Record<string, unknown>): Hit => hitSchema.validateSync({ domain: 'news.example.com', url: 'https://news.example.com/a', ...input }, { stripUnknown: true });
const ingestHit = (h: Hit, visitorId: string, organisationId: number | null = 1): IngestHit => ({
  hit: h,
  organisationId,
  row: { ts: 1000, visitorId, domain: 'news.example.com', lists: {} } as unknown as EventRow,
});

describe('AudienceRules.match: surf behaviour, votes, form data, affinity', () => {
  it('matches meta tags by key (any case) with the wildcard logic; affinity 1–10 becomes 0..1', () => {
    expect(rules.match(hit({ type: 'pageview', meta: { 'OG:Section': 'Sport Football' } }), 1, NEWS)).toEqual([
      { audienceId: 1, affinity: 0.6 },
      { audienceId: 2, affinity: 0.8 },
    ]);
    expect(rules.match(hit({ type: 'pageview', meta: { keywords: 'winter, ski' } }), 1, NEWS)).toEqual([{ audienceId: 3, affinity: 0.3 }]);
  });
  it('an organisation\'s own audience applies only to its own sites', () => {
    expect(rules.match(hit({ type: 'pageview', meta: { 'og:section': 'sport' } }), 42, NEWS).map((a) => a.audienceId)).toEqual([1, 9]);
  });
  it('a vote matches by question and answer id; another answer does not', () => {
    const vote = (answerId: number) => hit({ type: 'event', event: 'vote', question: { id: 501, text: 'Kids?', answers: [] }, answerId });
    expect(rules.match(vote(2), 1, NEWS)).toEqual([{ audienceId: 4, affinity: 0.9 }]);
    expect(rules.match(vote(1), 1, NEWS)).toEqual([]);
  });
  it('a lead form matches by form id and field value', () => {
    const form = (occupation: string) => hit({ type: 'event', event: 'lead_form_submit', form: { id: 77, title: 'x', fields: { occupation } } });
    expect(rules.match(form('Student'), 1, NEWS)).toEqual([{ audienceId: 5, affinity: 1 }]);
    expect(rules.match(form('Teacher'), 1, NEWS)).toEqual([]);
  });
  it('issue 16: a question or form rule naming a domain matches only there (ids are the sites\' own); one without, on every domain', () => {
    const vote = hit({ type: 'event', event: 'vote', question: { id: 501, text: 'Kids?', answers: [] }, answerId: 2 });
    const form = hit({ type: 'event', event: 'lead_form_submit', form: { id: 77, title: 'x', fields: { occupation: 'Student' } } });
    expect(rules.match(vote, 1, NEWS).map((a) => a.audienceId)).toEqual([4]);
    expect(rules.match(vote, 1, 'sport.example.com').map((a) => a.audienceId)).toEqual([4, 6]);
    expect(rules.match(form, 1, NEWS).map((a) => a.audienceId)).toEqual([5]);
    expect(rules.match(form, 1, 'sport.example.com').map((a) => a.audienceId)).toEqual([5, 7]);
  });
});

describe('assign ingest step', () => {
  const step = assignIngestStep(new PerDatabaseCache('mappingRules', async () => rules));
  const ctxWith = (events: FakeEventStore): IngestContext => ({ db: {} as never, events, contract: noServerContracts, assignments: [], directives: [] });

  it('looks up the visitors of a batch once, sets the audience list and records each new assignment once', async () => {
    const events = new FakeEventStore();
    events.assignments.push({ ts: 1, list: 'audience', id: 1, visitorId: 'v1', domain: 'news.example.com', score: 0.6 });
    const ctx = ctxWith(events);
    const hits = [
      ingestHit(hit({ type: 'pageview', meta: { 'og:section': 'Sport Football' } }), 'v1'),
      ingestHit(hit({ type: 'pageview', meta: { 'og:section': 'football' } }), 'v1'),
      ingestHit(hit({ type: 'pageview', meta: {} }), 'v2'),
    ];
    await step.enrich(hits, ctx);
    expect(events.lookups).toEqual([['audience', ['v1', 'v2']]]);
    expect(hits.map((h) => h.row.lists.audience ?? [])).toEqual([[1, 2], [1, 2], []]);
    expect(ctx.assignments).toEqual([{ ts: 1000, list: 'audience', id: 2, visitorId: 'v1', domain: 'news.example.com', score: 0.8 }]);
  });

  it('AO-19: the quality lists hold the audiences of at least affinity 4 (medium) resp. 7 (high), by the score recorded for the visitor', async () => {
    const events = new FakeEventStore();
    // Held before: Sports (1) at 0.3 — a later rule of higher affinity does not change what was recorded.
    events.assignments.push({ ts: 1, list: 'audience', id: 1, visitorId: 'v1', domain: 'news.example.com', score: 0.3 });
    const ctx = ctxWith(events);
    // On a site of organisation 42: 'sport*' gives 1 (6, but held at 0.3) and 9 (5, the organisation's own); '*football*' gives 2 (8).
    const hits = [ingestHit(hit({ type: 'pageview', meta: { 'og:section': 'sport football' } }), 'v1', 42), ingestHit(hit({ type: 'pageview', meta: { keywords: 'ski' } }), 'v2')];
    await step.enrich(hits, ctx);
    expect(hits.map((h) => [h.row.lists.audience, h.row.lists.audience_medium, h.row.lists.audience_high])).toEqual([
      [[1, 2, 9], [2, 9], [2]],
      [[3], [], []],
    ]);
    expect(ctx.assignments.map((a) => [a.visitorId, a.id, a.score])).toEqual([
      ['v1', 2, 0.8],
      ['v1', 9, 0.5],
      ['v2', 3, 0.3],
    ]);
  });
});
