import { startTestServer, type TestServer } from '../../support/startTestServer';

describe('GET user/:id (the user panel of a search result)', () => {
  let t: TestServer;
  let adminToken: string;
  let analystId: number;
  beforeAll(async () => {
    t = await startTestServer();
    adminToken = (await t.login('admin@demo.test')).token;
    analystId = (await t.request('GET', '/v1/user/search?search=analyst%40demo', { token: adminToken })).body.data[0].id;
  });
  afterAll(() => t?.close());

  it("OP-19: an admin reads a found user's name, e-mail, id, image, organisations, access and domains, and nothing of its session", async () => {
    const res = await t.request('GET', `/v1/user/${analystId}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['access', 'domains', 'email', 'firstname', 'id', 'image', 'lastname', 'organisations']);
    expect(res.body.data).toMatchObject({ id: analystId, firstname: 'Anna', lastname: 'Analyst', email: 'analyst@demo.test', organisations: [{ name: 'Demo Media', default: true }] });
    expect(res.body.data.access).toEqual(expect.arrayContaining(['REALTIME.VIEW', 'MODULE_ANALYTICS.VIEW']));
    expect(res.body.data.domains.map((d: { title: string }) => d.title)).toEqual(['news.example.com', 'sport.example.com']);
  });

  it('OP-19 / PM-30: only viewUsers may read a user; others get 403, anonymous 401', async () => {
    const { token } = await t.login('analyst@demo.test');
    const denied = await t.request('GET', `/v1/user/${analystId}`, { token });
    expect([denied.status, denied.body.error]).toEqual([403, 'forbidden']);
    expect((await t.request('GET', `/v1/user/${analystId}`)).status).toBe(401);
  });

  it('OP-19: the id is validated (422, field id) and an unknown user is 404', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.request('GET', `/v1/user/${bad}`, { token: adminToken });
      expect([bad, res.status, Object.keys(res.body.errors ?? {})]).toEqual([bad, 422, ['id']]);
    }
    const missing = await t.request('GET', '/v1/user/999999', { token: adminToken });
    expect([missing.status, missing.body.error]).toEqual([404, 'not_found']);
  });
});
