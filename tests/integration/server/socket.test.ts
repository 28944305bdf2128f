import { FIXTURE_PLUGINS_DIR, nextEvent, startTestServer, type TestServer } from '../../support/startTestServer';
import { authenticatedSocket, collectUpdates, until } from '../../support/socketFeeds';

/** What the fixture feed sends: its computation count and the domain filter it computed with. */
interface Counter {
  computation: number;
  domain: string | string[] | null;
}

describe('socket hub and resources', () => {
  let t: TestServer;
  let analyst: string;
  let admin: string;
  let marketer: string;

  beforeAll(async () => {
    t = await startTestServer({ extraPluginsDir: FIXTURE_PLUGINS_DIR });
    [analyst, admin, marketer] = await Promise.all(['analyst', 'admin', 'marketer'].map(async (r) => (await t.login(`${r}@demo.test`)).token));
  });
  afterAll(() => t?.close());

  it('WS-01/WS-02: a socket at /socket authenticates with a valid token', async () => {
    const socket = await authenticatedSocket(t, analyst);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  });

  it('falls back to the handshake cookie when authenticate carries no token', async () => {
    const { io } = await import('socket.io-client');
    const socket = io(t.url, { path: '/socket', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: `ac_access=${analyst}` } });
    await nextEvent(socket, 'connect');
    const reply = nextEvent(socket, 'authenticated');
    socket.emit('authenticate', {});
    await reply;
    socket.disconnect();
  });

  it('WS-16: a garbage token is refused with code invalid_token', async () => {
    const socket = t.socket();
    await nextEvent(socket, 'connect');
    const reply = nextEvent(socket, 'unauthorized');
    socket.emit('authenticate', { token: 'garbage' });
    expect(await reply).toEqual({ message: 'Unauthenticated.', code: 'invalid_token' });
    socket.disconnect();
  });

  it('two sockets with the same filter share one room and one computation per tick; both get update', async () => {
    const a = await authenticatedSocket(t, analyst);
    const b = await authenticatedSocket(t, analyst);
    const fromA = collectUpdates<Counter>(a);
    const fromB = collectUpdates<Counter>(b);
    const filter = { domain: 'news.example.com', label: 'shared' };
    a.emit('subscribe', { resource: 'fixtureCounter', filter });
    await until(() => fromA.length >= 1);
    // Same filter, other key order: same room.
    b.emit('subscribe', { resource: 'fixtureCounter', filter: { label: 'shared', domain: 'news.example.com' } });
    await until(() => fromB.length >= 3);
    expect(t.server.hub.activeRooms).toBe(1);
    const key = JSON.stringify(['fixtureCounter', { domain: 'news.example.com', label: 'shared' }]);
    expect(fromA[0]).toMatchObject({ resource: 'fixtureCounter', key });
    expect(fromB[0].key).toBe(key);
    // One computation per tick: A sees every computation number exactly once, without gaps,
    // and every tick B received is one A received too.
    const seenA = fromA.map((u) => u.data.computation);
    expect(seenA).toEqual(seenA.map((_, i) => i + 1));
    const tickedB = fromB.slice(1).map((u) => u.data.computation);
    for (const n of tickedB) expect(seenA).toContain(n);
    a.disconnect();
    b.emit('unsubscribe', { resource: 'fixtureCounter', filter });
    await until(() => t.server.hub.activeRooms === 0);
    b.disconnect();
  });

  it('PM-33/PM-37: feeds are scoped to the analytics domains unless the user sees all domains', async () => {
    const socket = await authenticatedSocket(t, analyst);
    const updates = collectUpdates<Counter>(socket);
    socket.emit('subscribe', { resource: 'fixtureCounter', filter: { label: 'own' } });
    await until(() => updates.length >= 1);
    expect(updates[0].data.domain).toEqual(['news.example.com', 'sport.example.com']);
    expect(updates[0].key).toBe(JSON.stringify(['fixtureCounter', { label: 'own' }]));
    const refused = await new Promise<Record<string, unknown>>((resolve) => socket.emit('subscribe', { resource: 'fixtureCounter', filter: { domain: 'blog.example.org' } }, resolve));
    expect(refused).toMatchObject({ status: 'error', error: 'forbidden' });
    socket.disconnect();

    const own = await t.request('GET', '/v1/monitoring/fixtureCounter?label=http', { token: analyst });
    expect(own.body.data.domain).toEqual(['news.example.com', 'sport.example.com']);
    const outside = await t.request('GET', '/v1/monitoring/fixtureCounter?domain=blog.example.org', { token: analyst });
    expect(outside.status).toBe(403);
    const several = await t.request('GET', '/v1/monitoring/fixtureCounter?domain=news.example.com&domain=sport.example.com', { token: analyst });
    expect(several.body.data.domain).toEqual(['news.example.com', 'sport.example.com']);
    const global = await t.request('GET', '/v1/monitoring/fixtureCounter?domain=blog.example.org', { token: admin });
    expect(global.status).toBe(200);
    expect(global.body.data.domain).toBe('blog.example.org');
  });

  it('refuses a subscribe the user may not make: ack with forbidden, or unauthorized without ack', async () => {
    const socket = await authenticatedSocket(t, marketer);
    const acked = await new Promise<Record<string, unknown>>((resolve) => socket.emit('subscribe', { resource: 'fixtureCounter', filter: {} }, resolve));
    expect(acked).toEqual({ status: 'error', error: 'forbidden', message: "You don't have the needed permissions for this action!" });
    const refusal = nextEvent(socket, 'unauthorized');
    socket.emit('subscribe', { resource: 'fixtureCounter', filter: {} });
    expect(await refusal).toEqual({ message: "You don't have the needed permissions for this action!", code: 'forbidden' });
    expect(t.server.hub.activeRooms).toBe(0);
    socket.disconnect();
  });

  it('refuses subscribe before authenticate', async () => {
    const socket = t.socket();
    await nextEvent(socket, 'connect');
    const acked = await new Promise<Record<string, unknown>>((resolve) => socket.emit('subscribe', { resource: 'fixtureCounter', filter: {} }, resolve));
    expect(acked).toMatchObject({ status: 'error', error: 'unauthenticated' });
    socket.disconnect();
  });
});
