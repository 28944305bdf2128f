import type { Socket } from 'socket.io-client';
import { hashPassword } from '../../../core/server/auth/passwordHash';
import { createUser, setUserAccess } from '../../../core/server/users/userRepository';
import { authenticatedSocket, collectUpdates, sleep, until, type FeedUpdate } from '../../support/socketFeeds';
import { FIXTURE_PLUGINS_DIR, nextEvent, startTestServer, type TestServer } from '../../support/startTestServer';

interface Counter {
  computation: number;
  domain: string | string[] | null;
}

const ENDED = { message: 'Unauthenticated.', code: 'invalid_token' };
const FORBIDDEN = { message: "You don't have the needed permissions for this action!", code: 'forbidden' };
/** What the fixture feed needs (viewRealtime), and what lets a user see every domain. */
const REALTIME = ['REALTIME.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'];
const GLOBAL = 'GLOBAL_MONITORING.VIEW';

/** A socket of `token` streaming the fixture feed, with the refusals it is told. */
async function streaming(t: TestServer, token: string, filter: Record<string, unknown> = {}) {
  const socket = await authenticatedSocket(t, token);
  const updates = collectUpdates<Counter>(socket);
  const refusals: { message: string; code: string; receivedAt: number }[] = [];
  socket.on('unauthorized', (r: { message: string; code: string }) => refusals.push({ ...r, receivedAt: Date.now() }));
  socket.emit('subscribe', { resource: 'fixtureCounter', filter });
  await until(() => updates.length >= 2);
  return { socket, updates, refusals };
}

/** No update arrives after the refusal, and none for a while after it (the fixture feed ticks every 150 ms). */
async function expectSilentAfter(updates: FeedUpdate[], refusedAt: number) {
  const count = updates.length;
  await sleep(600);
  expect(updates.length).toBe(count);
  expect(updates.filter((u) => u.receivedAt > refusedAt)).toEqual([]);
}

/** Sessions that end (issue 11): logout, reuse revocation and access changes reach open sockets. */
describe('socket sessions end with their login and follow access changes', () => {
  let t: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // No grace: presenting a rotated refresh token is reuse at once.
    t = await startTestServer({ extraPluginsDir: FIXTURE_PLUGINS_DIR, refreshReuseGraceSeconds: 0 });
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await until(() => t.server.hub.activeRooms === 0);
  });
  afterAll(() => t?.close());

  it('logout stops that session\'s feeds within a second and tells it invalid_token; another session of the user streams on', async () => {
    const ended = await t.login('analyst@demo.test');
    const other = await t.login('analyst@demo.test');
    const a = await streaming(t, ended.token, { label: 'logout' });
    const b = await streaming(t, other.token, { label: 'logout' });
    sockets.push(a.socket, b.socket);

    const res = await t.request('POST', '/v1/logout', { token: ended.token, cookie: `ac_refresh=${ended.refresh}` });
    const loggedOutAt = Date.now();
    expect(res.status).toBe(200);
    await until(() => a.refusals.length > 0, 1000);
    expect(a.refusals).toEqual([{ ...ENDED, receivedAt: expect.any(Number) }]);
    expect(a.refusals[0].receivedAt - loggedOutAt).toBeLessThanOrEqual(1000);
    await expectSilentAfter(a.updates, a.refusals[0].receivedAt);

    const before = b.updates.length;
    await until(() => b.updates.length >= before + 2);
    expect(b.refusals).toEqual([]);
  });

  it('revoking a refresh-token family on reuse stops its sockets within a second', async () => {
    const login = await t.login('analyst@demo.test');
    const feed = await streaming(t, login.token);
    sockets.push(feed.socket);
    const rotated = await t.request('POST', '/v1/auth/refresh', { cookie: `ac_refresh=${login.refresh}` });
    expect(rotated.status).toBe(200);
    // The refreshed access token is as good as the first: the socket streams on.
    expect(feed.refusals).toEqual([]);

    const reuse = await t.request('POST', '/v1/auth/refresh', { cookie: `ac_refresh=${login.refresh}` });
    const revokedAt = Date.now();
    expect(reuse.status).toBe(401);
    await until(() => feed.refusals.length > 0, 1000);
    expect(feed.refusals).toEqual([{ ...ENDED, receivedAt: expect.any(Number) }]);
    expect(feed.refusals[0].receivedAt - revokedAt).toBeLessThanOrEqual(1000);
    await expectSilentAfter(feed.updates, feed.refusals[0].receivedAt);
    // Re-authenticating with the family's newest access token is refused too.
    const again = nextEvent(feed.socket, 'unauthorized');
    feed.socket.emit('authenticate', { token: rotated.body.data.token });
    expect(await again).toEqual(ENDED);
  });

  it('an access change re-scopes a feed to the user\'s domains, then stops it when REALTIME.VIEW goes', async () => {
    const email = 'scoped@example.test';
    await createUser(t.server.db, { email, passwordHash: await hashPassword('a-long-secret'), firstname: 'Sam', lastname: 'Scoped', access: [...REALTIME, GLOBAL], domains: ['news.example.com'] });
    const { token } = await t.login(email, 'a-long-secret');
    const feed = await streaming(t, token, { label: 'scoped' });
    sockets.push(feed.socket);
    const key = JSON.stringify(['fixtureCounter', { label: 'scoped' }]);
    expect(feed.updates.at(-1)).toMatchObject({ key, data: { domain: null } });

    // Without GLOBAL_MONITORING.VIEW the same subscription computes with the user's domains.
    expect(await setUserAccess(t.server.db, email, REALTIME, t.server.services.sessionEvents)).toBe(true);
    const narrowedAt = Date.now();
    await until(() => feed.updates.some((u) => u.receivedAt >= narrowedAt && Array.isArray(u.data.domain)), 1000);
    const firstScoped = feed.updates.findIndex((u) => Array.isArray(u.data.domain));
    await sleep(400);
    for (const u of feed.updates.slice(firstScoped)) expect(u).toMatchObject({ key, data: { domain: ['news.example.com'] } });
    expect(feed.refusals).toEqual([]);

    expect(await setUserAccess(t.server.db, email, ['MODULE_ANALYTICS.VIEW'], t.server.services.sessionEvents)).toBe(true);
    const revokedAt = Date.now();
    await until(() => feed.refusals.length > 0, 1000);
    expect(feed.refusals).toEqual([{ ...FORBIDDEN, receivedAt: expect.any(Number) }]);
    expect(feed.refusals[0].receivedAt - revokedAt).toBeLessThanOrEqual(1000);
    await expectSilentAfter(feed.updates, feed.refusals[0].receivedAt);
    expect(t.server.hub.activeRooms).toBe(0);
    // The session itself goes on: a feed the user may still read could be subscribed.
    const refused = await new Promise<Record<string, unknown>>((resolve) => feed.socket.emit('subscribe', { resource: 'fixtureCounter', filter: {} }, resolve));
    expect(refused).toMatchObject({ status: 'error', error: 'forbidden' });
  });
});
