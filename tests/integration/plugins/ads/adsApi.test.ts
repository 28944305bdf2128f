import type { Kysely } from 'kysely';
import { crud } from '../../../../core/common/permissions';
import { datatableQueryString } from '../../../../core/common/datatable';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { adPaths } from '../../../../plugins/ads/common/adPaths';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** crudAds (the ads manifest): an ads manager of an organisation, no admin. */
const ADS_MANAGER = [...crud('ADS'), 'MODULE_ADS.VIEW'];

const body = (fields: object = {}) => ({ name: 'Spring sale', target_url: 'https://shop.test/spring', tag: '<div>spring</div>', display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4, domain_id: 0, device_type: 'all', isStatic: true, ...fields });
const dynamic = (fields: object = {}) => body({ isStatic: false, tag: '<script src="https://ads.test/a.js"></script>', ...fields });

/** The ad calls on the real server (issue 18): validation, review, the rules of management §5, tenancy. */
describe('ads: API', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let demo: number;
  let other: number;

  const create = async (token: string, fields: object = {}) => {
    const res = await t.request('POST', adPaths.create, { token, body: body(fields) });
    expect(res.body).toMatchObject({ status: 'success' });
    return res.body.data.id as number;
  };
  const show = async (token: string, id: number) => (await t.request('GET', adPaths.show(id), { token })).body.data;
  const adCount = async () => Number((await db.selectFrom('ads').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    other = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  it('AD-46 … AD-53, AD-37: a bad ad is refused with 422 naming each field, and nothing is stored', async () => {
    const before = await adCount();
    const cases: [object, string][] = [
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: '' }, 'name'],
      [{ display: undefined }, 'display'],
      [{ delay: 0 }, 'delay'],
      [{ duration: -1 }, 'duration'],
      [{ domain_id: undefined }, 'domain_id'],
      [{ device_type: 'tv' }, 'device_type'],
      [{ headline: 'x'.repeat(101) }, 'headline'],
      [{ cta_label: 'x'.repeat(26) }, 'cta_label'],
      [{ target_url: 'not a url' }, 'target_url'],
      [{ target_url: `https://shop.test/${'x'.repeat(2000)}` }, 'target_url'],
      [{ tag: '' }, 'tag'],
      [{ display_timing: 'before_vote', display: 'overlay' }, 'display'],
      [{ allExperiences: true, adExperiences: [] }, 'adExperiences'],
      [{ settings: { inline: { sizes: '300x250' } } }, 'settings.inline.sizes'],
      [{ custom_targeting: '["a"]' }, 'custom_targeting'],
    ];
    for (const [fields, field] of cases) {
      const res = await t.request('POST', adPaths.create, { token: admin, body: body(fields) });
      expect({ fields, status: res.status, fields_refused: Object.keys(res.body.errors ?? {}) }).toEqual({ fields, status: 422, fields_refused: [field] });
    }
    // AD-53: a native ad needs no tag.
    expect((await t.request('POST', adPaths.create, { token: admin, body: body({ tag: '', native: true, name: 'Native' }) })).status).toBe(200);
    expect(await adCount()).toBe(before + 1);
  });

  it('AD-15 … AD-17, OP-12: a static ad counts as approved; a dynamic one waits in the queue; approval or rejection with a reason; a new tag needs a new review', async () => {
    const staticAd = await create(admin, { name: 'Static' });
    expect(await show(admin, staticAd)).toMatchObject({ type: 'static', approved: true, approval: 'approved', isStatic: true });
    const id = await create(admin, dynamic({ name: 'Dynamic' }));
    expect(await show(admin, id)).toMatchObject({ type: 'dynamic', approved: false, approval: 'pending', rejection_reason: null });
    const queue = (await t.request('GET', adPaths.queue, { token: admin })).body.data.map((a: { id: number }) => a.id);
    expect(queue).toContain(id);
    expect(queue).not.toContain(staticAd);
    expect((await t.request('POST', adPaths.approve(staticAd), { token: admin, body: { version: 1 } })).status).toBe(409);

    const rejected = await t.request('POST', adPaths.reject(id), { token: admin, body: { version: 1, reason: 'The script loads trackers.' } });
    expect(rejected.body.data).toMatchObject({ approved: false, approval: 'rejected', rejection_reason: 'The script loads trackers.', version: 2 });
    expect((await t.request('GET', adPaths.queue, { token: admin })).body.data.map((a: { id: number }) => a.id)).not.toContain(id);
    // A save that keeps the tag keeps the review; a new tag goes back to the queue.
    const renamed = await t.request('PUT', adPaths.update(id), { token: admin, body: { ...dynamic({ name: 'Dynamic renamed' }), version: 2 } });
    expect(renamed.body.data).toMatchObject({ approval: 'rejected', version: 3 });
    const retagged = await t.request('PUT', adPaths.update(id), { token: admin, body: { ...dynamic({ name: 'Dynamic renamed', tag: '<div>clean</div>' }), version: 3 } });
    expect(retagged.body.data).toMatchObject({ approval: 'pending', rejection_reason: null });
    const approved = await t.request('POST', adPaths.approve(id), { token: admin, body: { version: 4 } });
    expect(approved.body.data).toMatchObject({ approved: true, approval: 'approved' });
    // AD-17: the approved ad's tag changes: not approved any more.
    const changed = await t.request('PUT', adPaths.update(id), { token: admin, body: { ...dynamic({ name: 'Dynamic renamed', tag: '<div>changed</div>' }), version: 5 } });
    expect(changed.body.data).toMatchObject({ approved: false, approval: 'pending' });
    // A review of a version the admin did not see is refused.
    expect((await t.request('POST', adPaths.approve(id), { token: admin, body: { version: 5 } })).status).toBe(409);
  });

  it('AD-21, AD-30, AD-31, AD-43: the server applies the dialog\'s rules whoever sends the ad', async () => {
    const question = { id: 11, domain: 'news.example.com' };
    const answer = { domain: 'news.example.com', questionId: 11, answerId: 2 };
    const element = { id: 5, domain: 'news.example.com' };
    const cover = { element_type_id: 1, experience_type_id: 3, restrict_to_question_number: null };
    const poll = { element_type_id: 1, experience_type_id: 1, restrict_to_question_number: null };
    const native = await show(admin, await create(admin, { name: 'Native rules', native: true, isStatic: true, display_timing: 'after_vote', display: 'overlay', questions: [question], answers: [answer] }));
    expect(native).toMatchObject({ display_timing: 'before_vote', display: 'inline', isStatic: false, answers: [], questions: [question] });
    const overlay = await show(admin, await create(admin, { name: 'Overlay', display: 'overlay', covers: [element], results: [element], questions: [question] }));
    expect(overlay).toMatchObject({ covers: [], results: [], questions: [question], allExperiences: false, adExperiences: [] });
    const experiences = await show(admin, await create(admin, { name: 'Experiences', display: 'overlay', allExperiences: true, adExperiences: [cover, poll], questions: [question] }));
    expect(experiences).toMatchObject({ allExperiences: true, adExperiences: [poll], questions: [] });
    expect(await show(admin, await create(admin, { name: 'Mappings', adExperiences: [poll], questions: [question] }))).toMatchObject({ allExperiences: false, adExperiences: [], questions: [question] });
  });

  it('AD-42, AD-56, AD-61: custom targeting is kept as its JSON string, the Google settings with their defaults', async () => {
    const ad = await show(admin, await create(admin, { name: 'Google', isStatic: false, settings: { isGoogleAd: 1, inline: { path: '/123/sports', sizes: '[300,250],[728,90]' } }, custom_targeting: '{"section":"sport"}' }));
    expect(ad).toMatchObject({
      type: 'google',
      element_id: ad.id,
      custom_targeting: '{"section":"sport"}',
      settings: { isGoogleAd: 1, value: 0.0001, adMinH: 150, adMaxH: 250, inline: { path: '/123/sports', sizes: '[300,250],[728,90]', elementId: 'gpt-passback' }, interstitial: { duration: 4 } },
      organisations: [],
      common_organisations: [{ id: demo, name: DEMO_ORGANISATION, default: true }],
      default_organisations: [{ id: demo, name: DEMO_ORGANISATION, default: true }],
    });
  });

  it('AD-06, AD-02: the datatable sorts by ad.id descending by default and shows each ad\'s organisations', async () => {
    const shared = await create(admin, { name: 'Shared ad', organisations: [demo, other] });
    const page = (await t.request('GET', `${adPaths.datatable}?${datatableQueryString({ options: { itemsPerPage: 100 } })}`, { token: admin })).body.data;
    const ids = page.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.items.find((i: { id: number }) => i.id === shared)).toMatchObject({ organisations: [{ id: demo }, { id: other, name: 'Other Org' }], views: 0, cta_clicks: 0, clickthrough_rate: 0, isOwn: true });
    const byCreated = (await t.request('GET', `${adPaths.datatable}?${datatableQueryString({ options: { sortBy: ['ad.created_at'], sortDesc: [false], itemsPerPage: 5 } })}`, { token: admin })).body;
    expect(byCreated.status).toBe('success');
    const pending = (await t.request('GET', `${adPaths.datatable}?${datatableQueryString({ filters: { approval: 'pending' }, options: { itemsPerPage: 100 } })}`, { token: admin })).body.data.items;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((i: { approval: string }) => i.approval === 'pending')).toBe(true);
  });

  it('AD-14, OP-56: an ad may be shared with the caller\'s organisations only', async () => {
    const member = await organisationMember(t, 'ads-share@demo.test', demo, ADS_MANAGER);
    const refused = await t.request('POST', adPaths.create, { token: member.token, body: body({ organisations: [other] }) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ organisations: ['organisations must be one of the allowed values.'] });
    expect((await t.request('POST', adPaths.create, { token: member.token, body: body({ organisations: [demo] }) })).status).toBe(200);
  });

  it('AD-45, OP-59: a dynamic ad saved onto a question or answer another dynamic ad is set up on needs the user\'s word; replacing takes it from the other ad', async () => {
    const question = { id: 4242, domain: 'news.example.com' };
    const answer = { domain: 'news.example.com', questionId: 4243, answerId: 1 };
    const first = await create(admin, dynamic({ name: 'First dynamic', questions: [question], answers: [answer] }));
    // A static ad may share the question.
    expect((await t.request('POST', adPaths.create, { token: admin, body: body({ name: 'Static beside', questions: [question] }) })).status).toBe(200);
    const refused = await t.request('POST', adPaths.create, { token: admin, body: dynamic({ name: 'Second', questions: [question], answers: [answer] }) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'dynamic_setup_exists',
      errors: { questions: [`Question 4242 on news.example.com has the dynamic ad "First dynamic" (#${first}).`], answers: [`Question 4243, answer 1 on news.example.com has the dynamic ad "First dynamic" (#${first}).`] },
    });
    const before = await adCount();
    expect(await adCount()).toBe(before);
    const second = await create(admin, dynamic({ name: 'Second', questions: [question], answers: [answer], replace: true }));
    expect(await show(admin, first)).toMatchObject({ questions: [], answers: [] });
    expect(await show(admin, second)).toMatchObject({ questions: [question], answers: [answer] });
    // Its own questions are no conflict on an update.
    expect((await t.request('PUT', adPaths.update(second), { token: admin, body: { ...dynamic({ name: 'Second', questions: [question] }), version: 1 } })).status).toBe(200);
  });
});
