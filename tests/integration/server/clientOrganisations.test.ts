import { hashPassword } from '../../../core/server/auth/passwordHash';
import { DEMO_ORGANISATION } from '../../../core/server/seed/demoAccounts';
import { createUser } from '../../../core/server/users/userRepository';
import { organisationMember } from '../../support/organisationMember';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/startTestServer';

/** GET account/clients/organisations (management §7 Account, API-13) across two organisations. */
describe('GET /api/v1/account/clients/organisations', () => {
  let t: TestServer;
  let demo: number;
  let other: number;
  let third: number;

  beforeAll(async () => {
    t = await startTestServer();
    const db = t.server.db;
    demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    other = (await db.insertInto('organisations').values({ name: 'Another Org' }).returning('id').executeTakeFirstOrThrow()).id;
    third = (await db.insertInto('organisations').values({ name: 'Zebra Org' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  const list = async (token: string | undefined) => t.request('GET', '/v1/account/clients/organisations', { token });

  it("API-13: a member gets their organisations (id, name, default), never another's", async () => {
    const member = await organisationMember(t, 'clients-b@other.test', other, ['MODULE_ACCOUNT.VIEW']);
    const res = await list(member.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: other, name: 'Another Org', default: true }]);
    // A second organisation of theirs is listed too, by name, not the default.
    await t.server.db.insertInto('user_organisations').values({ user_id: member.id, organisation_id: third }).execute();
    expect((await list(member.token)).body.data).toEqual([
      { id: other, name: 'Another Org', default: true },
      { id: third, name: 'Zebra Org', default: false },
    ]);
  });

  it('API-13: admins (viewModuleAdmin) get every organisation, their own marked default', async () => {
    const res = await list((await t.login('admin@demo.test')).token);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { id: demo, name: DEMO_ORGANISATION, default: true },
        { id: other, name: 'Another Org', default: false },
        { id: third, name: 'Zebra Org', default: false },
      ]),
    );
    expect(res.body.data.map((o: { name: string }) => o.name)).toEqual([...res.body.data.map((o: { name: string }) => o.name)].sort());
  });

  it('API-13: any signed-in user may ask (isLoggedIn): one without an organisation gets none; no token 401', async () => {
    expect((await list((await t.login('viewer@demo.test')).token)).status).toBe(200);
    await createUser(t.server.db, { email: 'clients-none@other.test', passwordHash: await hashPassword(DEMO_PASSWORD), firstname: 'No', lastname: 'Organisation', access: [] });
    expect((await list((await t.login('clients-none@other.test')).token)).body.data).toEqual([]);
    expect((await list(undefined)).status).toBe(401);
  });
});
