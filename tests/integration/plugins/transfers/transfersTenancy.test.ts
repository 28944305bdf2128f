import type { Kysely } from 'kysely';
import { datatableQueryString } from '../../../../core/common/datatable';
import { crud } from '../../../../core/common/permissions';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** A transfer manager who may also create audiences of their organisation (crudAudiences). */
const TRANSFER_MANAGER = [...crud('AUDIENCE_TRANSFERS'), ...crud('AUDIENCES'), 'PIXELS.VIEW', 'MODULE_DMP.VIEW'];

/**
 * Transfers as a management entity with two organisations: a transfer manager in each and the
 * demo admin (viewModuleAdmin, who sees every organisation's). Assigned audiences must be ones the
 * caller reads: the shared taxonomy, their organisation's own, AI topics only with the rule.
 */
describe('transfers: tenancy (management entities, issue 17)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let shared: number;
  let aiTopic: number;
  /** An interest of organisation b's own. */
  let foreignAudience: number;
  let ownTransfer: number;
  let foreignTransfer: number;

  const create = (body: object, token: string) => t.request('POST', '/v1/audiences/transfers/create', { token, body });
  const listed = async (token: string) => (await t.request('GET', `/v1/audiences/transfers/datatable?${datatableQueryString({ options: { itemsPerPage: 100 } })}`, { token })).body.data.items;
  const row = (id: number) => db.selectFrom('transfers').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    const demoOrganisation = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const otherOrganisation = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    a = await organisationMember(t, 'transfers-a@demo.test', demoOrganisation, TRANSFER_MANAGER);
    b = await organisationMember(t, 'transfers-b@other.test', otherOrganisation, TRANSFER_MANAGER);
    shared = (await db.selectFrom('audiences').select('id').where('english', '=', 'Sports').executeTakeFirstOrThrow()).id;
    aiTopic = (await db.selectFrom('audiences').select('id').where('english', '=', 'Elections').executeTakeFirstOrThrow()).id;
    const created = await t.request('POST', '/v1/audiences', { token: b.token, body: { german: 'Segler', english: 'Sailors', type_id: 1 } });
    foreignAudience = created.body.data.id;
    ownTransfer = (await create({ name: 'Own transfer', assignedAudiences: [shared] }, a.token)).body.data.id;
    foreignTransfer = (await create({ name: 'Foreign transfer', assignedAudiences: [shared, foreignAudience] }, b.token)).body.data.id;
  });
  afterAll(() => t?.close());

  it('issue 17: a created transfer belongs to the caller’s organisation and is owned by the caller', async () => {
    expect(await row(foreignTransfer)).toMatchObject({ owner_id: b.id, created_by: b.id, version: 1 });
    expect((await row(ownTransfer))!.organisation_id).not.toBe((await row(foreignTransfer))!.organisation_id);
  });

  it("issue 17: another organisation's transfer is absent from the list and a 404 on show, edit, update, toggleState and delete; nothing of it changes", async () => {
    for (const [member, own, foreign] of [
      [a, ownTransfer, foreignTransfer],
      [b, foreignTransfer, ownTransfer],
    ] as const) {
      const ids = (await listed(member.token)).map((item: any) => item.id);
      expect(ids).toContain(own);
      expect(ids).not.toContain(foreign);
      expect((await t.request('GET', `/v1/audiences/transfers/${own}`, { token: member.token })).status).toBe(200);
      const notFound = { status: 404, body: { status: 'error', error: 'transfer_not_found', message: 'Transfer not found.' } };
      for (const [method, path, body] of [
        ['GET', `/v1/audiences/transfers/${foreign}`],
        ['GET', `/v1/audiences/transfers/${foreign}/edit`],
        ['PUT', `/v1/audiences/transfers/${foreign}`, { name: 'Taken over', assignedAudiences: [shared], version: 1 }],
        ['POST', '/v1/audiences/transfers/toggleState', { id: foreign, newState: false }],
        ['DELETE', `/v1/audiences/transfers/${foreign}`],
      ] as const) {
        const res = await t.request(method, path, { token: member.token, body });
        expect({ method, path, status: res.status, body: res.body }).toEqual({ method, path, ...notFound });
      }
    }
    expect(await row(foreignTransfer)).toMatchObject({ name: 'Foreign transfer', active: true, version: 1 });
    expect(await row(ownTransfer)).toMatchObject({ name: 'Own transfer', active: true, version: 1 });
  });

  it('TR-16: an audience of another organisation is a 422 on assignedAudiences; its own organisation and the admin may assign it', async () => {
    const refused = await create({ name: 'Borrowed audience', assignedAudiences: [shared, foreignAudience] }, a.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ assignedAudiences: ['assignedAudiences must be one of the allowed values.'] });
    const update = await t.request('PUT', `/v1/audiences/transfers/${ownTransfer}`, { token: a.token, body: { name: 'Own transfer', assignedAudiences: [foreignAudience], version: 1 } });
    expect(update.status).toBe(422);
    expect((await t.request('GET', `/v1/audiences/transfers/${foreignTransfer}`, { token: b.token })).body.data.assignedInterests).toEqual([shared, foreignAudience].sort((x, y) => x - y));
    expect((await create({ name: 'Admin’s choice', assignedAudiences: [foreignAudience] }, admin)).status).toBe(200);
  });

  it('TR-16: an AI topic is assignable only for whoever sees AI topics (viewAiTopics or admin)', async () => {
    expect((await create({ name: 'Topic transfer', assignedAudiences: [aiTopic] }, a.token)).body.errors).toEqual({ assignedAudiences: ['assignedAudiences must be one of the allowed values.'] });
    expect((await create({ name: 'Topic transfer', assignedAudiences: [aiTopic] }, admin)).status).toBe(200);
  });

  it('TR-03: the admin lists every organisation’s transfers with the owner’s e-mail', async () => {
    const items = await listed(admin);
    expect(items.find((item: any) => item.id === foreignTransfer)).toMatchObject({ name: 'Foreign transfer', email: 'transfers-b@other.test' });
    expect(items.find((item: any) => item.id === ownTransfer)).toMatchObject({ email: 'transfers-a@demo.test' });
  });

  it('management §6: without crudTransferAudiences only the list is open; without viewTransferAudiences not even that', async () => {
    const viewer = await organisationMember(t, 'transfers-viewer@demo.test', (await row(ownTransfer))!.organisation_id, ['AUDIENCE_TRANSFERS.VIEW', 'MODULE_DMP.VIEW']);
    expect((await t.request('GET', `/v1/audiences/transfers/datatable?${datatableQueryString({})}`, { token: viewer.token })).status).toBe(200);
    expect((await t.request('GET', `/v1/audiences/transfers/${ownTransfer}`, { token: viewer.token })).status).toBe(403);
    expect((await create({ name: 'Not mine to make' }, viewer.token)).status).toBe(403);
    const stranger = await organisationMember(t, 'transfers-stranger@demo.test', (await row(ownTransfer))!.organisation_id, ['MODULE_DMP.VIEW']);
    expect((await t.request('GET', `/v1/audiences/transfers/datatable?${datatableQueryString({})}`, { token: stranger.token })).status).toBe(403);
  });
});
