import type { Kysely } from 'kysely';
import { datatableQueryString } from '../../../../core/common/datatable';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** A tracking's create body: step 1's fields and nothing assigned, as the wizard sends it (TK-14 defaults). */
const tracking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Summer polls',
  start_date: '2026-06-01',
  end_date: '2026-08-31',
  domain_id: 0,
  device_type: 'all',
  auto_assignment: false,
  assignedQuestions: [],
  assignedAnswers: [],
  assignedForms: [],
  assignedAds: [],
  assignedPixels: [],
  assignedEvents: [],
  ...overrides,
});

const ASSIGNED = {
  assignedQuestions: [{ id: 9101, domain: 'news.example.com' }],
  assignedAnswers: [{ domain: 'news.example.com', questionId: 9101, answerId: 2 }],
  assignedForms: [{ id: 9201, domain: 'sport.example.com' }],
  assignedAds: [12, 7],
  assignedPixels: [2, 3],
  assignedEvents: ['vote', 'question_view', 'cta_click'],
};

describe('trackings API (management §7, API-67)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let marketer: string;
  let newsDomain: number;

  const create = (body: object, token = marketer) => t.request('POST', '/v1/trackings/create', { token, body });
  const show = (id: number, token = marketer) => t.request('GET', `/v1/trackings/${id}`, { token });
  const count = async (table: string) => Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const counts = async () => Object.fromEntries(await Promise.all(['trackings', 'tracking_questions', 'tracking_answers', 'tracking_forms', 'tracking_ads', 'tracking_pixels', 'tracking_events'].map(async (table) => [table, await count(table)])));

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    marketer = (await t.login('marketer@demo.test')).token;
    newsDomain = (await db.selectFrom('domains').select('id').where('title', '=', 'news.example.com').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  it('demo: the demo organisation has one tracking, on all domains, counting poll views and votes', async () => {
    const page = await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({})}`, { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(1);
    const shown = await show(page.body.data.items[0].id, admin);
    expect(shown.body.data).toMatchObject({ name: 'Poll engagement', domain_id: 0, domain: null, active: true, assignedEvents: ['question_view', 'vote'] });
  });

  it('TK-16, TK-22, API-67: create answers the new id; show gives every field of the entity with the texts the detail names', async () => {
    const created = await create(tracking({ domain_id: newsDomain, device_type: 'desktop', ...ASSIGNED }));
    expect(created.status).toBe(200);
    expect(Object.keys(created.body.data)).toEqual(['id']);
    const shown = await show(created.body.data.id);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      id: created.body.data.id,
      name: 'Summer polls',
      start_date: '2026-06-01',
      end_date: '2026-08-31',
      domain_id: newsDomain,
      domain: 'news.example.com',
      device_type: 'desktop',
      deviceType: 'Desktop',
      auto_assignment: false,
      autoAssignment: 'No',
      active: true,
      email: 'marketer@demo.test',
      version: 1,
      ...ASSIGNED,
      // Lists come back in a stable order: ids ascending, events in the spec's order.
      assignedAds: [7, 12],
      assignedEvents: ['question_view', 'vote', 'cta_click'],
    });
    const edit = await t.request('GET', `/v1/trackings/${created.body.data.id}/edit`, { token: marketer });
    expect(edit.body.data).toEqual({ ...tracking({ domain_id: newsDomain, device_type: 'desktop', ...ASSIGNED }), assignedAds: [7, 12], assignedEvents: ['question_view', 'vote', 'cta_click'], active: true, version: 1 });
  });

  it('TK-09, TK-13: dates may be left out and nothing need be assigned; an item sent twice is stored once', async () => {
    const created = await create(tracking({ start_date: null, end_date: undefined, assignedPixels: [3, 3], assignedEvents: ['vote', 'vote'] }));
    expect(created.status).toBe(200);
    expect((await show(created.body.data.id)).body.data).toMatchObject({ start_date: null, end_date: null, assignedPixels: [3], assignedEvents: ['vote'], assignedQuestions: [] });
  });

  it('TK-08, TK-09, TK-10, TK-11, TK-12, OP-08: bad fields answer 422 naming each field (a pixel the caller cannot read too), and store nothing', async () => {
    const before = await counts();
    const refused = async (body: object, field: string) => {
      const res = await create(body);
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      return res.body.errors[field];
    };
    expect(await refused(tracking({ name: 'ab' }), 'name')).toEqual(['Name must be at least 3 characters.']);
    expect(await refused(tracking({ name: 'x'.repeat(51) }), 'name')).toEqual(['Name may not be greater than 50 characters.']);
    expect(await refused(tracking({ name: undefined }), 'name')).toEqual(['Name is required.']);
    expect(await refused(tracking({ start_date: '2017-12-31' }), 'start_date')).toEqual(['start_date may not be before 2018-01-01.']);
    expect(await refused(tracking({ start_date: '2026-02-30' }), 'start_date')).toEqual(['start_date must be a date in the form YYYY-MM-DD.']);
    expect(await refused(tracking({ start_date: '2026-06-02', end_date: '2026-06-01' }), 'end_date')).toEqual(['end_date may not be before the start date.']);
    expect(await refused(tracking({ domain_id: undefined }), 'domain_id')).toEqual(['domain_id is required.']);
    expect(await refused(tracking({ device_type: 'tablet' }), 'device_type')).toEqual(['device_type must be one of all, desktop, mobile, app.']);
    expect(await refused(tracking({ device_type: undefined }), 'device_type')).toEqual(['device_type is required.']);
    const event = await create(tracking({ assignedEvents: ['vote', 'page_view'] }));
    expect(event.status).toBe(422);
    expect(Object.values(event.body.errors).flat()).toEqual(['assignedEvents[] must be one of question_view, vote, vote_click, lead_form_submit, cta_click.']);
    // A domain that is none of the caller's (here: one that does not exist) is refused on the server.
    expect(await refused(tracking({ domain_id: 999_999 }), 'domain_id')).toEqual(['domain_id must be one of the allowed values.']);
    // So is a pixel the caller cannot read: TK-13 sets no rule on assignments, but a tracking fires only pixels of its organisation.
    expect(await refused(tracking({ assignedPixels: [1, 999_999] }), 'assignedPixels')).toEqual(['assignedPixels must be one of the allowed values.']);
    expect(await counts()).toEqual(before);
    // The end may be the start's own day.
    expect((await create(tracking({ start_date: '2026-06-01', end_date: '2026-06-01' }))).status).toBe(200);
  });

  it('TK-15: with auto_assignment the server stores no questions, answers, ads or forms — pixels and events stay', async () => {
    const created = await create(tracking({ auto_assignment: true, ...ASSIGNED }));
    const shown = (await show(created.body.data.id)).body.data;
    expect(shown).toMatchObject({ auto_assignment: true, autoAssignment: 'Yes', assignedQuestions: [], assignedAnswers: [], assignedAds: [], assignedForms: [], assignedPixels: [2, 3] });
    expect(shown.assignedEvents).toHaveLength(3);
    // Switched on by an update, the existing ones go.
    const other = (await create(tracking(ASSIGNED))).body.data.id;
    const updated = await t.request('PUT', `/v1/trackings/${other}`, { token: marketer, body: { ...tracking({ ...ASSIGNED, auto_assignment: true }), version: 1 } });
    expect(updated.body.data).toMatchObject({ assignedQuestions: [], assignedAnswers: [], assignedAds: [], assignedForms: [], assignedPixels: [2, 3] });
    expect(await db.selectFrom('tracking_questions').selectAll().where('tracking_id', '=', other).execute()).toEqual([]);
  });

  it('API-67, issue 14: update replaces fields and assignments and counts the version up; a stale version is 409 and changes nothing', async () => {
    const id = (await create(tracking(ASSIGNED))).body.data.id;
    const update = (body: object) => t.request('PUT', `/v1/trackings/${id}`, { token: marketer, body });
    const changed = await update({ ...tracking({ name: 'Autumn polls', end_date: null, assignedPixels: [1], assignedEvents: ['vote_click'] }), version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Autumn polls', end_date: null, version: 2, assignedPixels: [1], assignedEvents: ['vote_click'], assignedQuestions: [], assignedAds: [] });
    const before = await counts();
    const stale = await update({ ...tracking({ name: 'Lost edit', assignedPixels: [2] }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', modified_email: 'marketer@demo.test', version: 2 });
    expect((await show(id)).body.data).toMatchObject({ name: 'Autumn polls', version: 2, assignedPixels: [1] });
    expect(await counts()).toEqual(before);
    // A refused field stores nothing either.
    expect((await update({ ...tracking({ name: 'no' }), version: 2 })).status).toBe(422);
    expect((await show(id)).body.data.name).toBe('Autumn polls');
    expect((await update({ ...tracking(), version: undefined })).body.errors.version).toEqual(['version is required.']);
  });

  it('TK-19, API-67: toggleState sets the active flag (and counts the version up); unknown ids are 404, bad input 422', async () => {
    const id = (await create(tracking())).body.data.id;
    const toggle = (body: object, token = marketer) => t.request('POST', '/v1/trackings/toggleState', { token, body });
    const off = await toggle({ id, newState: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ id, active: false });
    expect((await show(id)).body.data).toMatchObject({ active: false, version: 2 });
    expect((await toggle({ id, newState: true })).body.data.active).toBe(true);
    expect((await toggle({ id: 999_999, newState: true })).status).toBe(404);
    const bad = await toggle({ id, newState: 'maybe' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.newState).toEqual(['newState must be true or false.']);
    // An update leaves the flag alone: only toggleState changes it.
    await toggle({ id, newState: false });
    await t.request('PUT', `/v1/trackings/${id}`, { token: marketer, body: { ...tracking({ active: true }), version: 4 } });
    expect((await show(id)).body.data.active).toBe(false);
  });

  it('API-67: destroy removes the tracking and its assignments; again it is 404', async () => {
    const id = (await create(tracking(ASSIGNED))).body.data.id;
    const removed = await t.request('DELETE', `/v1/trackings/${id}`, { token: marketer });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id });
    expect((await show(id)).status).toBe(404);
    expect(await db.selectFrom('tracking_pixels').selectAll().where('tracking_id', '=', id).execute()).toEqual([]);
    expect((await t.request('DELETE', `/v1/trackings/${id}`, { token: marketer })).status).toBe(404);
  });

  it('TK-03, OP-51: the datatable pages 10 by id descending, searches the name, sorts by whitelisted keys and filters by state and running days', async () => {
    const made: number[] = [];
    for (const [name, start, end] of [
      ['Filter spring', '2030-03-01', '2030-05-31'],
      ['Filter summer', '2030-06-01', '2030-08-31'],
      ['Filter open', null, null],
    ] as const) made.push((await create(tracking({ name, start_date: start, end_date: end }))).body.data.id);
    await t.request('POST', '/v1/trackings/toggleState', { token: marketer, body: { id: made[0], newState: false } });
    const page = async (request: Parameters<typeof datatableQueryString>[0]) => {
      const res = await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({ search: 'filter', ...request })}`, { token: marketer });
      expect(res.status).toBe(200);
      return res.body.data as { items: any[]; total: number };
    };
    expect((await page({})).items.map((i) => i.id)).toEqual([...made].reverse());
    expect((await page({ options: { sortBy: ['name'], sortDesc: [false] } })).items.map((i) => i.name)).toEqual(['Filter open', 'Filter spring', 'Filter summer']);
    expect((await page({ filters: { active: false } })).items.map((i) => i.id)).toEqual([made[0]]);
    expect((await page({ filters: { active: true } })).total).toBe(2);
    // Running on some day of 2030-05-15 .. 2030-06-10: spring, summer and the open one.
    expect((await page({ filters: { from: '2030-05-15', to: '2030-06-10' } })).total).toBe(3);
    expect((await page({ filters: { from: '2030-06-01' } })).items.map((i) => i.name).sort()).toEqual(['Filter open', 'Filter summer']);
    expect((await page({ filters: { to: '2030-02-28' } })).items.map((i) => i.name)).toEqual(['Filter open']);
    const all = await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({})}`, { token: marketer });
    expect(all.body.data.items).toHaveLength(10);
    expect(all.body.data.items[0]).toMatchObject({ email: 'marketer@demo.test' });
    const badSort = await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({ options: { sortBy: ['domain_id'] as never } })}`, { token: marketer });
    expect(badSort.status).toBe(422);
    expect(Object.keys(badSort.body.errors)).toEqual(['options.sortBy[0]']);
    const badDay = await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({ filters: { from: 'soon' } })}`, { token: marketer });
    expect(badDay.status).toBe(422);
  });

  it('permissions: the list needs viewTrackings, every other call crudTrackings; the analyst gets 403, anonymous 401', async () => {
    const analyst = (await t.login('analyst@demo.test')).token;
    expect((await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({})}`, { token: analyst })).status).toBe(403);
    expect((await t.request('POST', '/v1/trackings/create', { token: analyst, body: tracking() })).status).toBe(403);
    expect((await t.request('GET', '/v1/trackings/1', { token: analyst })).status).toBe(403);
    expect((await t.request('GET', '/v1/trackings/1')).status).toBe(401);
    // A viewer of trackings reads the list, not a detail.
    const { id: organisationId } = await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow();
    const viewer = (await organisationMember(t, 'tracking-viewer@demo.test', organisationId, ['TRACKING_EVENTS.VIEW', 'MODULE_DMP.VIEW'])).token;
    expect((await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({})}`, { token: viewer })).status).toBe(200);
    expect((await t.request('GET', '/v1/trackings/1', { token: viewer })).status).toBe(403);
    expect((await t.request('POST', '/v1/trackings/toggleState', { token: viewer, body: { id: 1, newState: false } })).status).toBe(403);
  });
});
