import { io } from 'socket.io-client';
import { SOCKET_PATH } from '../../../core/common/api/authPaths';
import { SocketKernel, type ResourceUpdate } from '../../../core/client/socket/SocketKernel';
import { authenticatedSocket, collectUpdates, sleep, until } from '../../support/socketFeeds';
import { FIXTURE_PLUGINS_DIR, nextEvent, startTestServer, type TestServer } from '../../support/startTestServer';

/** Epoch milliseconds at which an access token expires (its `exp`). */
function expiryOf(token: string): number {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp * 1000;
}

/**
 * A server with a three-second access token (`exp` is in whole seconds, so a token lives two
 * to three seconds), so expiry is real rather than mocked.
 */
describe('access token expiry', () => {
  let t: TestServer;
  let expired: string;
  let refresh: string;

  beforeAll(async () => {
    t = await startTestServer({ accessTokenTtl: 3, extraPluginsDir: FIXTURE_PLUGINS_DIR });
    ({ token: expired, refresh } = await t.login('analyst@demo.test'));
    await sleep(expiryOf(expired) - Date.now() + 100);
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

  it('a socket that does not re-authenticate stops receiving its feeds within a second of its token\'s expiry, told "jwt expired"', async () => {
    const { token } = await t.login('analyst@demo.test');
    const socket = await authenticatedSocket(t, token);
    const updates = collectUpdates(socket);
    const refusal = nextEvent<{ message: string; code: string }>(socket, 'unauthorized', 5000).then((r) => ({ ...r, receivedAt: Date.now() }));
    socket.emit('subscribe', { resource: 'fixtureCounter', filter: { label: 'expiry' } });
    await until(() => updates.length >= 1);

    const refused = await refusal;
    expect(refused).toEqual({ message: 'jwt expired', code: 'token_expired', receivedAt: expect.any(Number) });
    expect(refused.receivedAt).toBeGreaterThanOrEqual(expiryOf(token));
    expect(refused.receivedAt - expiryOf(token)).toBeLessThanOrEqual(1000);
    const count = updates.length;
    await sleep(600);
    expect(updates.length).toBe(count);
    expect(updates.filter((u) => u.receivedAt > refused.receivedAt)).toEqual([]);
    expect(t.server.hub.activeRooms).toBe(0);
    socket.disconnect();
  });

  it('the client kernel re-authenticates with refreshed tokens, so the feed streams on across token lifetimes', async () => {
    let { token, refresh: refreshCookie } = await t.login('analyst@demo.test');
    const firstExpiry = expiryOf(token);
    const calls = { refresh: 0, logout: 0, forbidden: 0 };
    let refreshing: Promise<unknown> = Promise.resolve();
    const kernel = new SocketKernel({
      create: () => io(t.url, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false, autoConnect: false }),
      token: () => token,
      async refresh() {
        calls.refresh += 1;
        const request = t.request('POST', '/v1/auth/refresh', { cookie: `ac_refresh=${refreshCookie}` });
        refreshing = request;
        const res = await request;
        if (res.status !== 200) return false;
        ({ token } = res.body.data);
        refreshCookie = res.cookies.ac_refresh;
        return true;
      },
      onLogout: () => (calls.logout += 1),
      onForbidden: () => (calls.forbidden += 1),
    });
    const updates: (ResourceUpdate & { receivedAt: number })[] = [];
    kernel.onUpdate((u) => updates.push({ ...u, receivedAt: Date.now() }));
    kernel.subscribe('fixtureCounter', { label: 'kept' });
    kernel.open();
    try {
      // Two lifetimes past the first token's expiry, updates never paused for long.
      await until(() => calls.refresh >= 2 && Date.now() > firstExpiry + 1500, 10000);
      expect(calls).toEqual({ refresh: expect.any(Number), logout: 0, forbidden: 0 });
      expect(updates.some((u) => u.receivedAt > firstExpiry + 1000)).toBe(true);
      const gaps = updates.slice(1).map((u, i) => u.receivedAt - updates[i].receivedAt);
      expect(Math.max(...gaps)).toBeLessThan(1000);
      expect(t.server.hub.activeRooms).toBe(1);
    } finally {
      kernel.close();
      // A websocket still closing or a request still running when the server shuts down holds the shutdown for a minute.
      await refreshing;
      await until(() => t.server.io.engine.clientsCount === 0);
    }
  });
});
