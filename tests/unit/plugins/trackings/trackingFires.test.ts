import type { IngestHit } from '../../../../core/server/ingest';
import { trackingAdKey, trackingItemKey, type FiringTracking } from '../../../../plugins/trackings/server/firingTrackings';
import { trackingFires } from '../../../../plugins/trackings/server/trackingFires';
import { indexTrackings, trackingsFiringAt } from '../../../../plugins/trackings/server/trackingIndex';

const NEWS = 'news.example.com';
const DAY = Date.parse('2026-06-15T12:00:00Z');

const tracking = (overrides: Partial<FiringTracking> = {}): FiringTracking => ({
  organisationId: 1,
  start: null,
  end: null,
  domain: null,
  device: 'all',
  auto: false,
  events: new Set(['question_view', 'vote', 'vote_click', 'lead_form_submit', 'cta_click']),
  questions: new Set([trackingItemKey(NEWS, 5)]),
  answers: new Set([trackingItemKey(NEWS, 6, 2)]),
  forms: new Set([trackingItemKey(NEWS, 7)]),
  ads: new Set([trackingAdKey(9)]),
  pixelIds: [1],
  ...overrides,
});

/** A tracked event on news.example.com of organisation 1, from a desktop. */
function hit(event: string, extra: Partial<IngestHit['hit']> = {}, row: Partial<IngestHit['row']> = {}, organisationId: number | null = 1): IngestHit {
  return {
    hit: { type: 'event', domain: NEWS, url: `https://${NEWS}/`, event, meta: {}, ...extra } as IngestHit['hit'],
    row: { ts: DAY, kind: 'event', event, label: '', domain: NEWS, path: '/', url: '', title: '', image: '', visitorId: 'visitor-1', device: 'Desktop', browser: '', os: '', referrer: '', referrerType: 'Direct', lists: {}, ...row },
    organisationId,
  };
}
const question = (id: number) => ({ id, text: 'Q?', answers: [] });

describe('trackingFires: which tracked events fire a tracking\'s pixels', () => {
  it('TK-12: only its events, only tracked events', () => {
    const t = tracking({ events: new Set(['vote']) });
    expect(trackingFires(t, hit('vote', { question: question(5), answerId: 1 }))).toBe(true);
    expect(trackingFires(t, hit('question_view', { question: question(5) }))).toBe(false);
    expect(trackingFires(t, hit('vote', { question: question(5) }, { kind: 'pageview' }))).toBe(false);
  });

  it('TK-12, issue 17: on its items unless it assigns automatically: questions (view, vote click), answers or questions (vote), forms (lead form), ads (a click on their call to action)', () => {
    const t = tracking();
    expect(trackingFires(t, hit('question_view', { question: question(5) }))).toBe(true);
    expect(trackingFires(t, hit('vote_click', { question: question(8) }))).toBe(false);
    expect(trackingFires(t, hit('vote', { question: question(6), answerId: 2 }))).toBe(true);
    expect(trackingFires(t, hit('vote', { question: question(6), answerId: 3 }))).toBe(false);
    expect(trackingFires(t, hit('lead_form_submit', { form: { id: 7, fields: {} } } as never))).toBe(true);
    expect(trackingFires(t, hit('cta_click'))).toBe(false);
    expect(trackingFires(t, hit('cta_click', { adId: 9 }))).toBe(true);
    expect(trackingFires(t, hit('cta_click', { adId: 10 }))).toBe(false);
    // The same ids on another site are other items.
    expect(trackingFires(t, hit('question_view', { question: question(5) }, { domain: 'sport.example.com' }))).toBe(false);
    const auto = tracking({ auto: true });
    expect(trackingFires(auto, hit('vote_click', { question: question(8) }))).toBe(true);
    expect(trackingFires(auto, hit('cta_click'))).toBe(true);
  });

  it('TK-10, TK-11: on its domain (any of its organisation\'s when none) and devices; another organisation\'s hits never', () => {
    const viewOf = (row: Partial<IngestHit['row']> = {}, organisationId: number | null = 1) => hit('question_view', { question: question(5) }, row, organisationId);
    expect(trackingFires(tracking({ domain: NEWS }), viewOf())).toBe(true);
    expect(trackingFires(tracking({ domain: 'sport.example.com' }), viewOf())).toBe(false);
    expect(trackingFires(tracking(), viewOf({}, 2))).toBe(false);
    expect(trackingFires(tracking({ device: 'desktop' }), viewOf({ device: 'Phone' }))).toBe(false);
    expect(trackingFires(tracking({ device: 'mobile' }), viewOf({ device: 'Tablet' }))).toBe(true);
    expect(trackingFires(tracking({ device: 'app' }), viewOf())).toBe(false);
  });

  it('TK-09: on the days between its dates, both included (UTC)', () => {
    const viewOf = hit('question_view', { question: question(5) });
    expect(trackingFires(tracking({ start: '2026-06-15', end: '2026-06-15' }), viewOf)).toBe(true);
    expect(trackingFires(tracking({ start: '2026-06-16' }), viewOf)).toBe(false);
    expect(trackingFires(tracking({ end: '2026-06-14' }), viewOf)).toBe(false);
  });
});

describe('trackingIndex: a hit tests only the trackings naming its items', () => {
  const trackings = [
    tracking(),
    tracking({ auto: true, events: new Set(['cta_click']) }),
    tracking({ questions: new Set(), answers: new Set(), forms: new Set([trackingItemKey(NEWS, 5)]) }),
    tracking({ questions: new Set([trackingItemKey(NEWS, 6)]), answers: new Set([trackingItemKey(NEWS, 6, 2)]), forms: new Set() }),
    tracking({ events: new Set(['vote']), start: '2026-06-16' }),
    tracking({ device: 'mobile' }),
    tracking({ questions: new Set(), answers: new Set(), forms: new Set(), ads: new Set([trackingAdKey(9)]) }),
  ];
  const hits = [
    hit('question_view', { question: question(5) }),
    hit('vote', { question: question(6), answerId: 2 }),
    hit('vote', { question: question(6), answerId: 3 }),
    hit('vote', { question: question(5) }),
    hit('vote_click', { question: question(8) }),
    hit('lead_form_submit', { form: { id: 5, fields: {} } } as never),
    hit('lead_form_submit', { form: { id: 7, fields: {} } } as never),
    hit('cta_click'),
    hit('cta_click', { adId: 9 }),
    hit('question_view', { question: question(5) }, { device: 'Phone' }),
    hit('question_view', { question: question(6) }, { domain: 'sport.example.com' }),
    hit('page_view', {}, { kind: 'pageview' }),
  ];

  it('TK-09 … TK-12: fires exactly the trackings that trackingFires chooses, each once', () => {
    const index = indexTrackings(trackings);
    const positions = (list: readonly FiringTracking[]) => list.map((t) => trackings.indexOf(t)).sort();
    for (const h of hits) expect(positions(trackingsFiringAt(index, h))).toEqual(positions(trackings.filter((t) => trackingFires(t, h))));
  });

  it('a form and a question with the same id are different items', () => {
    const formOnly = tracking({ questions: new Set(), answers: new Set(), forms: new Set([trackingItemKey(NEWS, 5)]) });
    const index = indexTrackings([formOnly]);
    expect(trackingsFiringAt(index, hit('question_view', { question: question(5) }))).toEqual([]);
    expect(trackingsFiringAt(index, hit('lead_form_submit', { form: { id: 5, fields: {} } } as never))).toEqual([formOnly]);
  });
});
