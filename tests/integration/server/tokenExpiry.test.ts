import { nextEvent, startTestServer, type TestServer } from '../../support/startTestServer';

/** A server with a one-second access token, so expiry is real rather than mocked. */
describe('access token expiry', () => {
  let t: TestServer;
  let expired: string;
  let refresh: string;

  beforeAll(async () => {
    t = await startTestServer({ accessTokenTtl: 1 });
    ({ token: expired, refresh } = await t.login('analyst@demo.test'));
    await new Promise((r) => setTimeout(r, 2100));
  });
  afterAll(() => t?.close());

  it('SH-12: an expired access token gives 401 token_expired; refresh issues a working one', async () => {
    const res = await t.request('GET', '/v1/account/me', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', error: 'token_expired', message: 'Token has expired.' });
    const refreshed = await t.request('POST', '/v1/auth/refresh', { cookie: `ac_refresh=${refresh}` });
    expect(refreshed.status).toBe(200);
    expect((await t.request('GET', '/v1/account/me', { token: refreshed.body.data.token })).status).toBe(200);
  });

  it('an expired token does not block public routes such as login', async () => {
    const res = await t.request('POST', '/v1/login', { token: expired, body: { email: 'viewer@demo.test', password: 'demo1234' } });
    expect(res.status).toBe(200);
  });

  it('WS-15: a socket authenticating with an expired token gets unauthorized "jwt expired"', async () => {
    const socket = t.socket();
    await nextEvent(socket, 'connect');
    const reply = nextEvent(socket, 'unauthorized');
    socket.emit('authenticate', { token: expired });
    expect(await reply).toEqual({ message: 'jwt expired', code: 'token_expired' });
    socket.disconnect();
  });
});
