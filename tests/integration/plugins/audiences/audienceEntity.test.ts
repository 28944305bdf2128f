import type { Kysely } from 'kysely';
import { crud } from '../../../../core/common/permissions';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import { AUDIENCE_EVENT_LIST } from '../../../../plugins/audiences/server/audienceEventList';
import { LOAD_USER_AGENT } from '../../../support/collectLoad';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** What crudAudiences asks (audiences' manifest): an audience manager who is no admin. */
const AUDIENCE_MANAGER = [...crud('AUDIENCES'), 'MODULE_DMP.VIEW'];

const flatten = (nodes: Audience[]): Audience[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/**
 * The audience taxonomy's management calls (issue 15, OP-09): two organisations with an audience
 * manager each, and the demo admin (viewModuleAdmin), on the real server and database.
 */
describe('audiences: create, show, update, delete with tenancy (issue 15)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let demoOrganisation: number;
  let otherOrganisation: number;
  /** A shared (organisation null) provider audience of the demo taxonomy. */
  let sports: { id: number; type_id: number; organisation_id: number | null; is_pinpoll: boolean };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: object) => t.request(method, `/v1/audiences${path}`, { token, body });
  const row = (id: number) => db.selectFrom('audiences').selectAll().where('id', '=', id).executeTakeFirst();
  const create = async (token: string, body: object) => {
    const res = await call('POST', '', token, body);
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    demoOrganisation = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    otherOrganisation = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    a = await organisationMember(t, 'audiences-a@demo.test', demoOrganisation, AUDIENCE_MANAGER);
    b = await organisationMember(t, 'audiences-b@other.test', otherOrganisation, AUDIENCE_MANAGER);
    sports = await db.selectFrom('audiences').select(['id', 'type_id', 'organisation_id', 'is_pinpoll']).where('english', '=', 'Sports').executeTakeFirstOrThrow();
  });
  afterAll(() => t?.close());

  it('issue 15: the seeded demo taxonomy is shared (organisation_id null), created by the demo admin, at version 1', async () => {
    const demoAdmin = (await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()).id;
    expect(await row(sports.id)).toMatchObject({ organisation_id: null, owner_id: demoAdmin, created_by: demoAdmin, modified_by: demoAdmin, version: 1 });
    expect(sports.is_pinpoll).toBe(true);
    expect((await call('GET', `/${sports.id}`, a.token)).body.data).toMatchObject({ version: 1, email: 'admin@demo.test', auditInformation: { created_email: 'admin@demo.test' } });
  });

  it('OP-09, TM-11: POST creates an audience in the member\'s organisation, GET /{id} shows it, PUT updates it, all with version and audit', async () => {
    const created = await create(a.token, { german: 'Radfahren', english: 'Cycling', type_id: 1, parent_id: sports.id });
    expect(created).toMatchObject({ german: 'Radfahren', english: 'Cycling', text: 'Cycling', type_id: 1, parent_id: sports.id, is_pinpoll: false, is_aitopic: false, filename: null, version: 1, email: 'audiences-a@demo.test' });
    expect(await row(created.id)).toMatchObject({ organisation_id: demoOrganisation, owner_id: a.id, created_by: a.id, modified_by: a.id, version: 1 });
    const shown = await call('GET', `/${created.id}`, a.token);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(created);
    const updated = await call('PUT', `/${created.id}`, a.token, { german: 'Radsport', english: 'Cycling sports', type_id: 1, parent_id: sports.id, version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ german: 'Radsport', english: 'Cycling sports', version: 2, auditInformation: { modified_email: 'audiences-a@demo.test' } });
    expect(await row(created.id)).toMatchObject({ german: 'Radsport', english: 'Cycling sports', version: 2 });
  });

  it('TM-05, TM-06: names of 3–30 characters, type 1 or 2 and a visible parent of the same type, else 422 naming the fields', async () => {
    const before = await db.selectFrom('audiences').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const refused = async (body: object) => {
      const res = await call('POST', '', a.token, body);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await refused({ german: 'ab', english: 'x'.repeat(31), type_id: 3 })).toEqual({
      german: ['German must be at least 3 characters.'],
      english: ['English may not be greater than 30 characters.'],
      type_id: ['type_id must be one of 1, 2.'],
    });
    expect(Object.keys(await refused({ type_id: 1 }))).toEqual(['german', 'english']);
    const property = await db.selectFrom('audiences').select('id').where('type_id', '=', 2).executeTakeFirstOrThrow();
    expect(await refused({ german: 'Kind', english: 'Child', type_id: 1, parent_id: property.id })).toEqual({ parent_id: ['parent_id must be an audience you can see, of the same type.'] });
    const foreign = await create(b.token, { german: 'Fremd', english: 'Foreign', type_id: 1 });
    expect(await refused({ german: 'Kind', english: 'Child', type_id: 1, parent_id: foreign.id })).toEqual({ parent_id: ['parent_id must be an audience you can see, of the same type.'] });
    const parent = await create(a.token, { german: 'Eltern', english: 'Parent', type_id: 1 });
    const child = await create(a.token, { german: 'Kind', english: 'Child', type_id: 1, parent_id: parent.id });
    const cycle = await call('PUT', `/${parent.id}`, a.token, { german: 'Eltern', english: 'Parent', type_id: 1, parent_id: child.id, version: 1 });
    expect({ status: cycle.status, errors: cycle.body.errors }).toEqual({ status: 422, errors: { parent_id: ['parent_id may not be the audience itself or one of its sub-audiences.'] } });
    const after = await db.selectFrom('audiences').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 3);
  });

  it('issue 15: an update from a stale version is a 409 naming who changed it, and changes nothing', async () => {
    const audience = await create(a.token, { german: 'Lesen', english: 'Reading', type_id: 1 });
    expect((await call('PUT', `/${audience.id}`, admin, { german: 'Lesen', english: 'Reading books', type_id: 1, version: 1 })).status).toBe(200);
    const before = await row(audience.id);
    const stale = await call('PUT', `/${audience.id}`, a.token, { german: 'Bücher', english: 'Books', type_id: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', modified_email: 'admin@demo.test', version: 2 });
    expect(await row(audience.id)).toEqual(before);
  });

  it("issue 15: every route is scoped — another organisation's audience is a 404 on show, update, delete and deleteImpact, and stays as it was", async () => {
    const own = await create(a.token, { german: 'Eigen', english: 'Own', type_id: 2 });
    const foreign = await create(b.token, { german: 'Andere', english: 'Others', type_id: 2 });
    for (const [member, mine, theirs] of [
      [a, own, foreign],
      [b, foreign, own],
    ]) {
      expect((await call('GET', `/${mine.id}`, member.token)).status).toBe(200);
      for (const [method, path, body] of [['GET', ''], ['PUT', '', { german: 'Genommen', english: 'Taken', type_id: 2, version: 1 }], ['DELETE', ''], ['GET', '/deleteImpact']] as const) {
        const res = await call(method, `/${theirs.id}${path}`, member.token, body);
        expect({ method, path, status: res.status, body: res.body }).toEqual({ method, path, status: 404, body: { status: 'error', error: 'audience_not_found', message: 'Audience not found.' } });
      }
      const tree = flatten((await call('GET', '/getAllAudiences?locale=en', member.token)).body.data).map((n) => n.id);
      expect(tree).toContain(mine.id);
      expect(tree).not.toContain(theirs.id);
    }
    expect(await row(foreign.id)).toMatchObject({ german: 'Andere', version: 1, organisation_id: otherOrganisation });
    expect(await row(own.id)).toMatchObject({ german: 'Eigen', version: 1, organisation_id: demoOrganisation });
    // The admin reaches every organisation's audience.
    expect((await call('GET', `/${foreign.id}`, admin)).status).toBe(200);
  });

  it('issue 15: the shared taxonomy is read by every member but changed by admins only; an admin\'s new root audience is shared', async () => {
    expect((await call('GET', `/${sports.id}`, b.token)).body.data).toMatchObject({ english: 'Sports', is_pinpoll: true });
    const sportsRow = (await row(sports.id))!;
    const put = await call('PUT', `/${sports.id}`, b.token, { german: 'Sport!', english: 'Sports!', type_id: 1, version: sportsRow.version });
    expect({ status: put.status, error: put.body.error, message: put.body.message }).toEqual({ status: 403, error: 'audience_read_only', message: 'Only administrators may change the shared audience taxonomy.' });
    expect((await call('DELETE', `/${sports.id}`, a.token)).status).toBe(403);
    expect(await row(sports.id)).toEqual(sportsRow);
    const shared = await create(admin, { german: 'Geteilt', english: 'Shared', type_id: 1, is_aitopic: false });
    expect(await row(shared.id)).toMatchObject({ organisation_id: null, version: 1 });
    expect((await call('PUT', `/${shared.id}`, admin, { german: 'Geteilt neu', english: 'Shared new', type_id: 1, version: 1 })).status).toBe(200);
  });

  it('TM-09, TM-10, OP-44: members may not set is_pinpoll / is_aitopic, nor change the image of or delete a provider audience (403); admins may', async () => {
    const flags = await call('POST', '', a.token, { german: 'Anbieter', english: 'Provider', type_id: 1, is_pinpoll: true });
    expect({ status: flags.status, error: flags.body.error, message: flags.body.message }).toEqual({ status: 403, error: 'audience_admin_only', message: 'Only administrators may set is_pinpoll.' });
    // A provider audience in the member's organisation (placed there by an admin under an organisation's audience).
    const own = await create(a.token, { german: 'Marke', english: 'Brand', type_id: 1 });
    const provider = await create(admin, { german: 'Anbieter', english: 'Provider', type_id: 1, parent_id: own.id, is_pinpoll: true, filename: 'provider.png' });
    expect(await row(provider.id)).toMatchObject({ organisation_id: demoOrganisation, is_pinpoll: true });
    const image = await call('PUT', `/${provider.id}`, a.token, { german: 'Anbieter', english: 'Provider', type_id: 1, parent_id: own.id, filename: 'mine.png', version: 1 });
    expect({ status: image.status, error: image.body.error, message: image.body.message }).toEqual({ status: 403, error: 'provider_audience', message: 'Only administrators may change the image of a provider audience.' });
    // The names a member may change; the image and flags stay.
    const renamed = await call('PUT', `/${provider.id}`, a.token, { german: 'Anbieter neu', english: 'Provider new', type_id: 1, parent_id: own.id, version: 1 });
    expect(renamed.status).toBe(200);
    expect(await row(provider.id)).toMatchObject({ german: 'Anbieter neu', filename: 'provider.png', is_pinpoll: true, version: 2 });
    for (const id of [provider.id, own.id]) {
      const res = await call('DELETE', `/${id}`, a.token);
      expect({ status: res.status, error: res.body.error, message: res.body.message }).toEqual({ status: 403, error: 'provider_audience', message: 'Only administrators may delete a provider audience.' });
    }
    expect(await row(provider.id)).toBeDefined();
    expect((await call('PUT', `/${provider.id}`, admin, { german: 'Anbieter neu', english: 'Provider new', type_id: 1, parent_id: own.id, filename: 'admin.png', version: 2 })).status).toBe(200);
    expect((await call('DELETE', `/${provider.id}`, admin)).status).toBe(200);
    expect(await row(provider.id)).toBeUndefined();
  });

  it('issue 15: a delete takes its sub-audiences and their mapping rules in one go; deleteImpact and the reply count them as SQL does', async () => {
    const root = await create(a.token, { german: 'Wurzel', english: 'Root', type_id: 2 });
    const child = await create(a.token, { german: 'Kind', english: 'Child', type_id: 2, parent_id: root.id });
    const grandchild = await create(a.token, { german: 'Enkel', english: 'Grandchild', type_id: 2, parent_id: child.id });
    await db.insertInto('audience_surf_rules').values([{ audience_id: root.id, key: 'k', value: 'v' }, { audience_id: grandchild.id, key: 'k', value: 'w*' }]).execute();
    await db.insertInto('audience_question_rules').values({ audience_id: child.id, poll_id: 1, answer_id: 2 }).execute();
    await db.insertInto('audience_form_rules').values({ audience_id: grandchild.id, form_id: 1, field_name: 'f', value: 'x' }).execute();
    const ids = [root.id, child.id, grandchild.id];
    const rulesOf = async () => {
      let n = 0;
      for (const table of ['audience_surf_rules', 'audience_question_rules', 'audience_form_rules']) n += Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('audience_id', 'in', ids).executeTakeFirstOrThrow()).n);
      return n;
    };
    expect(await rulesOf()).toBe(4);
    const impact = await call('GET', `/${root.id}/deleteImpact`, a.token);
    expect(impact.body.data).toEqual({ subAudiences: 2, rules: 4 });
    const deleted = await call('DELETE', `/${root.id}`, a.token);
    expect(deleted.body.data).toEqual({ id: root.id, subAudiences: 2, rules: 4 });
    expect(await db.selectFrom('audiences').select('id').where('id', 'in', ids).execute()).toEqual([]);
    expect(await rulesOf()).toBe(0);
  });

  it('issue 15: a new or renamed audience shows in getAllAudiences at once, and a type change moves its branch', async () => {
    const fresh = await create(a.token, { german: 'Neu', english: 'Brand new', type_id: 1 });
    const child = await create(a.token, { german: 'Neu Kind', english: 'New child', type_id: 1, parent_id: fresh.id });
    const tree = async () => flatten((await call('GET', '/getAllAudiences?locale=de', a.token)).body.data);
    expect((await tree()).find((n) => n.id === fresh.id)).toMatchObject({ text: 'Neu' });
    await call('PUT', `/${fresh.id}`, a.token, { german: 'Umbenannt', english: 'Renamed', type_id: 2, version: 1 });
    const after = await tree();
    expect(after.find((n) => n.id === fresh.id)).toMatchObject({ text: 'Umbenannt', type_id: 2 });
    expect(after.find((n) => n.id === child.id)).toMatchObject({ type_id: 2, parent_id: fresh.id });
  });

  it('issue 15: a deleted audience\'s rules stop assigning at once: the ingest does not keep them until its snapshot expires', async () => {
    const doomed = await create(a.token, { german: 'Zebra weg', english: 'Zebra gone', type_id: 1 });
    const kept = await create(a.token, { german: 'Zebra', english: 'Zebra', type_id: 1 });
    await db.insertInto('audience_surf_rules').values([doomed.id, kept.id].map((audience_id) => ({ audience_id, key: 'og:section', value: 'zebra' }))).execute();
    const assigned = async (visitorId: string) => {
      const sent = await fetch(`${t.url}/api/v1/collect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': LOAD_USER_AGENT },
        body: JSON.stringify({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/zebra', title: 'Zebra', referrer: '', visitorId, meta: { 'og:section': 'zebra' } }),
      });
      expect(sent.status).toBe(202);
      // The collect answers before the ingest stores: wait for the kept audience, which every hit here earns.
      for (let waited = 0; waited < 5000; waited += 50) {
        await t.server.services.events.flush();
        const ids = ((await t.server.services.events.visitorAssignments(AUDIENCE_EVENT_LIST.name, [visitorId])).get(visitorId) ?? []).map((held) => held.id);
        if (ids.includes(kept.id)) return ids;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no assignment for ${visitorId}`);
    };
    expect(await assigned('zebra-before')).toEqual(expect.arrayContaining([doomed.id, kept.id]));
    expect((await call('DELETE', `/${doomed.id}`, a.token)).body.data).toEqual({ id: doomed.id, subAudiences: 0, rules: 1 });
    expect(await assigned('zebra-after')).not.toContain(doomed.id);
  });

  it('OP-45: the AI-topic restriction never hides a provider audience; other AI topics stay hidden from members without AITOPICS.VIEW', async () => {
    const topic = await create(admin, { german: 'KI Thema', english: 'AI topic', type_id: 1, is_aitopic: true });
    const providerTopic = await create(admin, { german: 'KI Anbieter', english: 'AI provider', type_id: 1, is_aitopic: true, is_pinpoll: true });
    const tree = flatten((await call('GET', '/getAllAudiences?locale=en', b.token)).body.data).map((n) => n.id);
    expect(tree).toContain(providerTopic.id);
    expect(tree).not.toContain(topic.id);
    expect((await call('GET', `/${topic.id}`, b.token)).status).toBe(404);
    expect((await call('GET', `/${providerTopic.id}`, b.token)).status).toBe(200);
  });

  it('API-14: entityInformationBatch answers audiences (type audience) of the caller\'s organisation', async () => {
    const own = await create(a.token, { german: 'Audit', english: 'Audit', type_id: 1 });
    const res = await t.request('GET', `/v1/account/entityInformationBatch?type=audience&ids=${own.id}`, { token: a.token });
    expect(res.body.data[own.id]).toMatchObject({ auditable_id: own.id, created_email: 'audiences-a@demo.test' });
  });
});
