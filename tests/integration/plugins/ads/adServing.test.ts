import type { Kysely } from 'kysely';
import type { EventRow } from '../../../../core/server/events';
import { adPaths } from '../../../../plugins/ads/common/adPaths';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { organisationMember } from '../../../support/organisationMember';
import { collectReply, trackedEvent } from '../../../support/trackerHits';

const NEWS = 'news.example.com';
const SPORT = 'sport.example.com';
const OTHER = 'other.example.net';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const QUESTION = 7101;

const body = (name: string, fields: object = {}) => ({
  name,
  target_url: 'https://shop.test/',
  tag: '<div>ad</div>',
  display: 'inline',
  display_timing: 'after_vote',
  delay: 2,
  duration: 4,
  domain_id: 0,
  device_type: 'all',
  isStatic: false,
  // Google ads: several may share a question (one dynamic setup per question, AD-45).
  settings: { isGoogleAd: 1 },
  questions: [{ id: QUESTION, domain: NEWS }],
  ...fields,
});

/**
 * Ads really served (issue 18): GET serve picks an approved ad in placement and targeting from the
 * decision index; the embed's ad views and CTA clicks count exactly in the table.
 */
describe('ads: serving and counting', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let sportDomain: number;
  let other: number;

  const serve = async (params: Record<string, string | number>, userAgent = DESKTOP) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const res = await fetch(`${t.url}/api${adPaths.serve}?${query}`, { headers: { 'user-agent': userAgent, origin: 'https://news.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    return ((await res.json()) as { data: { ad: { id: number } | null; limited?: true } }).data;
  };
  const servedId = async (params: Record<string, string | number>, userAgent?: string) => (await serve(params, userAgent)).ad?.id ?? null;
  const atQuestion = { domain: NEWS, questionId: QUESTION };
  const create = async (name: string, fields: object = {}) => {
    const res = await t.request('POST', adPaths.create, { token: admin, body: body(name, fields) });
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  const approve = async (id: number) => expect((await t.request('POST', adPaths.approve(id), { token: admin, body: { version: 1 } })).status).toBe(200);
  const remove = (id: number) => t.request('DELETE', adPaths.remove(id), { token: admin });

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    sportDomain = (await db.selectFrom('domains').select('id').where('title', '=', SPORT).executeTakeFirstOrThrow()).id;
    // The demo's ads run on every poll: out of the way, so only this suite's ads count.
    await db.deleteFrom('ads').execute();
    other = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('domains').values({ title: OTHER, organisation_id: other }).execute();
  });
  afterAll(() => t?.close());

  it('AD-16: a dynamic ad is not served until it is approved; then it is, at its question, and nowhere else', async () => {
    const id = await create('Derby ad', { settings: { isGoogleAd: 0 } });
    expect(await servedId(atQuestion)).toBeNull();
    await approve(id);
    expect(await serve(atQuestion)).toMatchObject({ ad: { id, type: 'dynamic', display: 'inline', display_timing: 'after_vote', delay: 2, tag: '<div>ad</div>', settings: null } });
    expect(await servedId({ domain: NEWS, questionId: QUESTION + 1 })).toBeNull();
    expect(await servedId({ domain: SPORT, questionId: QUESTION })).toBeNull();
    expect(await servedId({ domain: 'unknown.example.net', questionId: QUESTION })).toBeNull();
    // A tag changed after the approval takes the ad off at once.
    expect((await t.request('PUT', adPaths.update(id), { token: admin, body: { ...body('Derby ad', { tag: '<div>new</div>', settings: { isGoogleAd: 0 } }), version: 2 } })).status).toBe(200);
    expect(await servedId(atQuestion)).toBeNull();
    await remove(id);
  });

  it('serve never returns an out-of-targeting ad: domain, device, category, custom key/values, DMP audiences, experiences', async () => {
    const onSport = await create('Sport only', { domain_id: sportDomain, questions: [{ id: QUESTION, domain: SPORT }] });
    const desktop = await create('Desktop only', { device_type: 'desktop' });
    const category = await create('Category 12', { category_ids: [12] });
    const keyed = await create('Section sport', { custom_targeting: '{"section":"sport"}' });
    const audience = (await db.selectFrom('audiences').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const targeted = await create('Audience', { audience_ids: [audience] });
    for (const id of [onSport, desktop, category, keyed, targeted]) await approve(id);
    const served = async (params: Record<string, string | number>, userAgent?: string) => {
      const ids = new Set<number>();
      for (let i = 0; i < 40; i += 1) {
        const id = await servedId(params, userAgent);
        if (id !== null) ids.add(id);
      }
      return [...ids].sort((a, b) => a - b);
    };
    expect(await served(atQuestion)).toEqual([desktop]);
    expect(await served(atQuestion, PHONE)).toEqual([]);
    expect(await served({ domain: SPORT, questionId: QUESTION }, PHONE)).toEqual([onSport]);
    expect(await served({ ...atQuestion, categoryId: 12 }, PHONE)).toEqual([category]);
    expect(await served({ ...atQuestion, kv: JSON.stringify({ section: 'sport' }) }, PHONE)).toEqual([keyed]);
    expect(await served({ ...atQuestion, kv: JSON.stringify({ section: 'news' }) }, PHONE)).toEqual([]);
    t.server.services.events.appendAssignments([{ ts: Date.now(), list: 'audience', id: audience, visitorId: 'member-0001', domain: NEWS, score: 1 }]);
    expect(await served({ ...atQuestion, visitorId: 'member-0001' }, PHONE)).toEqual([targeted]);
    expect(await served({ ...atQuestion, visitorId: 'stranger-0001' }, PHONE)).toEqual([]);
    for (const id of [onSport, desktop, category, keyed, targeted]) await remove(id);

    const polls = await create('Every poll cover', { questions: [], allExperiences: true, adExperiences: [{ element_type_id: 1, experience_type_id: 3, restrict_to_question_number: null }] });
    await approve(polls);
    expect(await servedId({ domain: NEWS, place: 'cover', elementType: 1, elementId: 3 })).toBe(polls);
    expect(await servedId({ domain: NEWS, place: 'cover', elementType: 2, elementId: 3 })).toBeNull();
    expect(await servedId({ domain: NEWS, place: 'question', elementType: 1, questionId: QUESTION })).toBeNull();
    await remove(polls);
  });

  it('AD-35: the elements the tracker reports are the inventory\'s (GET elements: the caller\'s domains, searched); an ad on an element\'s cover or results is served there only', async () => {
    const element = { id: 7301, type: 2, name: 'Derby quiz' };
    const question = { id: QUESTION, text: 'Who wins the derby?', answers: [{ id: 1, answer: 'Home' }] };
    const hits = [trackedEvent(NEWS, 'quiz-player-01', { event: 'question_view', element, question }), trackedEvent(OTHER, 'quiz-player-02', { event: 'question_view', element: { ...element, name: 'Their quiz' }, question })];
    expect((await collectReply(t.url, hits)).status).toBe(202);
    // A renamed element keeps one row, with its latest name.
    expect((await collectReply(t.url, [trackedEvent(NEWS, 'quiz-player-03', { event: 'vote', element: { ...element, name: 'Derby day quiz' }, question, answerId: 1 })])).status).toBe(202);
    const elements = async (token: string, search = '') => (await t.request('GET', `${adPaths.elements}?search=${encodeURIComponent(search)}`, { token })).body.data as { id: number; name: string; domain: string }[];
    expect(await elements(admin, 'derby')).toEqual([{ id: 7301, name: 'Derby day quiz', domain: NEWS }]);
    expect(await elements(admin, '7301')).toEqual(expect.arrayContaining([{ id: 7301, name: 'Derby day quiz', domain: NEWS }, { id: 7301, name: 'Their quiz', domain: OTHER }]));
    // A member of the other organisation sees its own domain's only; viewing ads is not enough to search.
    const member = await organisationMember(t, 'ads-elements@other.test', other, ['ADS.VIEW', 'ADS.CREATE', 'ADS.EDIT', 'ADS.DELETE', 'MODULE_ADS.VIEW']);
    expect(await elements(member.token)).toEqual([{ id: 7301, name: 'Their quiz', domain: OTHER }]);
    expect((await t.request('GET', adPaths.elements, { token: (await organisationMember(t, 'ads-viewer@other.test', other, ['ADS.VIEW', 'MODULE_ADS.VIEW'])).token })).status).toBe(403);

    const cover = await create('Quiz cover', { questions: [], covers: [{ id: 7301, domain: NEWS }] });
    const results = await create('Quiz results', { questions: [], results: [{ id: 7301, domain: NEWS }] });
    await approve(cover);
    await approve(results);
    expect(await servedId({ domain: NEWS, place: 'cover', elementType: 2, elementId: 7301 })).toBe(cover);
    expect(await servedId({ domain: NEWS, place: 'result', elementType: 2, elementId: 7301 })).toBe(results);
    expect(await servedId({ domain: NEWS, place: 'cover', elementType: 2, elementId: 7302 })).toBeNull();
    expect(await servedId({ domain: OTHER, place: 'cover', elementType: 2, elementId: 7301 })).toBeNull();
    expect(await servedId({ domain: NEWS, place: 'question', elementType: 2, elementId: 7301, questionId: QUESTION })).toBeNull();
    await remove(cover);
    await remove(results);
  });

  it("AD-11: GET targeting offers the Tools categories the caller's questions carry, with how many questions; none without useProductTools", async () => {
    const asked = (domain: string, id: number, categoryId: number) => trackedEvent(domain, `category-viewer-${id}`, { event: 'question_view', question: { id, text: `Question ${id}?`, categoryId } });
    expect((await collectReply(t.url, [asked(NEWS, 7401, 41), asked(NEWS, 7402, 41), asked(NEWS, 7403, 42), asked(OTHER, 7404, 43)])).status).toBe(202);
    const categories = async (token: string) => ((await t.request('GET', adPaths.targeting, { token })).body.data as { categories: { id: number; questions: number }[] }).categories;
    expect(await categories(admin)).toEqual(expect.arrayContaining([{ id: 41, questions: 2 }, { id: 42, questions: 1 }, { id: 43, questions: 1 }]));
    const tools = await organisationMember(t, 'ads-tools@other.test', other, ['ADS.VIEW', 'ADS.CREATE', 'ADS.EDIT', 'ADS.DELETE', 'MODULE_ADS.VIEW', 'MODULE_TOOLS.VIEW']);
    expect(await categories(tools.token)).toEqual([{ id: 43, questions: 1 }]);
    const noTools = await organisationMember(t, 'ads-no-tools@other.test', other, ['ADS.VIEW', 'ADS.CREATE', 'ADS.EDIT', 'ADS.DELETE', 'MODULE_ADS.VIEW']);
    expect(await categories(noTools.token)).toEqual([]);
  });

  it('AD-02, AD-03: the views and CTA clicks the embed reports count exactly; ctr in percent with two decimals; another organisation\'s page cannot count them', async () => {
    const id = await create('Counted');
    await approve(id);
    const hits = [
      ...Array.from({ length: 3 }, (_, i) => trackedEvent(NEWS, `viewer-000${i}`, { event: 'ad_view', adId: id })),
      trackedEvent(NEWS, 'viewer-0000', { event: 'cta_click', adId: id }),
      // Not this ad's: a view of an unknown ad, a view without an ad.
      trackedEvent(NEWS, 'viewer-0009', { event: 'ad_view', adId: 999999 }),
      trackedEvent(NEWS, 'viewer-0009', { event: 'ad_view' }),
    ];
    expect((await collectReply(t.url, hits)).status).toBe(202);
    expect((await collectReply(t.url, trackedEvent(OTHER, 'viewer-0010', { event: 'ad_view', adId: id }))).status).toBe(202);
    await t.server.services.events.flush();
    const ad = (await t.request('GET', adPaths.show(id), { token: admin })).body.data;
    expect(ad).toMatchObject({ views: 3, cta_clicks: 1, clickthrough_rate: 33.33 });
    await remove(id);
  });

  it('AD-65, OP-60: an organisation on the free plan is served no ad once its sites showed 50,000 this month; the plan call tells how many', async () => {
    const onOther = { domain: OTHER, questionId: QUESTION };
    const id = await create('Limited', { organisations: [other], questions: [{ id: QUESTION, domain: OTHER }] });
    await approve(id);
    const view: EventRow = { ts: Date.now(), kind: 'event', event: 'ad_view', label: '', domain: OTHER, path: '/', url: `https://${OTHER}/`, title: '', image: '', visitorId: 'v1', device: 'Desktop', browser: 'Chrome', os: 'Linux', referrer: '', referrerType: 'Direct', lists: { ad: [id] } };
    t.server.services.events.append(Array.from({ length: 49_999 }, () => view));
    await t.server.services.events.flush();
    const member = await organisationMember(t, 'ads-plan@other.test', other, ['ADS.VIEW', 'MODULE_ADS.VIEW']);
    expect((await t.request('GET', adPaths.plan, { token: member.token })).body.data).toEqual({ plan: 'free', views: 49_999, limit: 50_000 });
    expect(await servedId(onOther)).toBe(id);
    // The month's count is reused for 10 s: a fresh one sees the 50,000th view.
    t.server.services.events.append([view]);
    await t.server.services.events.flush();
    jest.useFakeTimers({ now: Date.now() + 10_001, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask', 'setInterval', 'clearTimeout', 'clearInterval', 'clearImmediate', 'performance', 'hrtime'] });
    try {
      expect(await serve(onOther)).toEqual({ ad: null, limited: true });
    } finally {
      jest.useRealTimers();
    }
    await db.insertInto('ad_plans').values({ organisation_id: other, plan: 'unlimited' }).execute();
    await t.request('PUT', adPaths.update(id), { token: admin, body: { ...body('Limited', { organisations: [other], questions: [{ id: QUESTION, domain: OTHER }] }), version: 2 } });
    expect(await servedId(onOther)).toBe(id);
  });
});
