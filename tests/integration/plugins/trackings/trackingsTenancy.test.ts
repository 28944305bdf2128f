import type { Kysely } from 'kysely';
import { crud } from '../../../../core/common/permissions';
import { datatableQueryString } from '../../../../core/common/datatable';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** What crudTrackings asks (the trackings manifest): a tracking manager who is no admin. */
const TRACKING_MANAGER = [...crud('TRACKING_EVENTS'), 'PIXELS.VIEW', 'POLLS.VIEW', 'ADS.VIEW', 'LEAD_FORMS.VIEW', 'MODULE_DMP.VIEW'];

const body = (name: string, domain_id = 0) => ({ name, domain_id, device_type: 'all', start_date: null, end_date: null, assignedEvents: ['vote'] });

/** Trackings as a management entity: two organisations, a tracking manager in each, and the demo admin (viewModuleAdmin). */
describe('trackings: tenancy', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let own: number;
  let foreign: number;
  /** A domain of each organisation. */
  let demoDomain: number;
  let otherDomain: number;

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const other = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    demoDomain = (await db.selectFrom('domains').select('id').where('title', '=', 'news.example.com').executeTakeFirstOrThrow()).id;
    otherDomain = (await db.insertInto('domains').values({ title: 'other.example.net', organisation_id: other }).returning('id').executeTakeFirstOrThrow()).id;
    a = await organisationMember(t, 'tracker-a@demo.test', demo, TRACKING_MANAGER);
    b = await organisationMember(t, 'tracker-b@other.test', other, TRACKING_MANAGER);
    own = (await t.request('POST', '/v1/trackings/create', { token: a.token, body: body('Own', demoDomain) })).body.data.id;
    foreign = (await t.request('POST', '/v1/trackings/create', { token: b.token, body: body('Foreign', otherDomain) })).body.data.id;
  });
  afterAll(() => t?.close());

  it("issue 14: a created tracking belongs to the caller's organisation and is owned by the caller", async () => {
    expect(await db.selectFrom('trackings').select(['organisation_id', 'owner_id', 'version']).where('id', '=', foreign).executeTakeFirst()).toMatchObject({ owner_id: b.id, version: 1 });
    expect((await t.request('GET', `/v1/trackings/${own}`, { token: a.token })).body.data).toMatchObject({ email: 'tracker-a@demo.test', auditInformation: { created_email: 'tracker-a@demo.test' } });
  });

  it("issue 14: another organisation's tracking is absent from the datatable and a 404 on show, edit, update, delete and toggleState", async () => {
    for (const [member, mine, theirs] of [
      [a, own, foreign],
      [b, foreign, own],
    ] as const) {
      const items = (await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({ options: { itemsPerPage: 100 } })}`, { token: member.token })).body.data.items.map((i: any) => i.id);
      expect(items).toContain(mine);
      expect(items).not.toContain(theirs);
      expect((await t.request('GET', `/v1/trackings/${mine}`, { token: member.token })).status).toBe(200);
      const calls = [
        ['GET', `/v1/trackings/${theirs}`],
        ['GET', `/v1/trackings/${theirs}/edit`],
        ['PUT', `/v1/trackings/${theirs}`, { ...body('Taken'), version: 1 }],
        ['DELETE', `/v1/trackings/${theirs}`],
        ['POST', '/v1/trackings/toggleState', { id: theirs, newState: false }],
      ] as const;
      for (const [method, path, sent] of calls) {
        const res = await t.request(method, path, { token: member.token, body: sent });
        expect({ method, path, status: res.status, body: res.body }).toEqual({ method, path, status: 404, body: { status: 'error', error: 'tracking_not_found', message: 'Tracking not found.' } });
      }
    }
    expect(await db.selectFrom('trackings').select(['name', 'active', 'version']).where('id', 'in', [own, foreign]).orderBy('id').execute()).toEqual([
      { name: 'Own', active: true, version: 1 },
      { name: 'Foreign', active: true, version: 1 },
    ]);
  });

  it("TK-10: a member may run a tracking on all domains or their organisation's, not another organisation's domain", async () => {
    const refused = await t.request('POST', '/v1/trackings/create', { token: a.token, body: body('Elsewhere', otherDomain) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ domain_id: ['domain_id must be one of the allowed values.'] });
    const moved = await t.request('PUT', `/v1/trackings/${own}`, { token: a.token, body: { ...body('Own', otherDomain), version: 1 } });
    expect(moved.status).toBe(422);
    expect((await t.request('GET', `/v1/trackings/${own}`, { token: a.token })).body.data.domain_id).toBe(demoDomain);
  });

  it("issue 14: the admin sees every organisation's trackings with their owners' e-mails, and may change them", async () => {
    const items = (await t.request('GET', `/v1/trackings/datatable?${datatableQueryString({ options: { itemsPerPage: 100 } })}`, { token: admin })).body.data.items;
    expect(items.find((i: any) => i.id === foreign)).toMatchObject({ name: 'Foreign', email: 'tracker-b@other.test', domain: 'other.example.net' });
    expect(items.find((i: any) => i.id === own)).toMatchObject({ email: 'tracker-a@demo.test' });
    const toggled = await t.request('POST', '/v1/trackings/toggleState', { token: admin, body: { id: foreign, newState: false } });
    expect(toggled.body.data).toEqual({ id: foreign, active: false });
  });

  it("TK-18: a tracking manager without AUDIENCES.VIEW reads the catalogue's questions and forms for the pickers (readQuestions, readForms), and may assign only their own organisation's pixels", async () => {
    expect((await t.request('GET', '/v1/questions/getQuestions?search=', { token: a.token })).status).toBe(200);
    expect((await t.request('GET', '/v1/forms/getForms?search=', { token: a.token })).status).toBe(200);
    const theirs = (await t.request('POST', '/v1/pixels/create', { token: admin, body: { title: 'Other pixel', type: 'image', source: 'https://pixel.test/o.gif' } })).body.data.id;
    await db.updateTable('pixels').set({ organisation_id: (await db.selectFrom('domains').select('organisation_id').where('id', '=', otherDomain).executeTakeFirstOrThrow()).organisation_id }).where('id', '=', theirs).execute();
    const refused = await t.request('POST', '/v1/trackings/create', { token: a.token, body: { ...body('Borrowed pixel'), assignedPixels: [theirs] } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ assignedPixels: ['assignedPixels must be one of the allowed values.'] });
  });
});
