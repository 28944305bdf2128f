import { io as connectSocket, type Socket } from 'socket.io-client';
import { FIXTURE_PLUGINS_DIR, nextEvent, startTestServer, type TestServer } from '../../support/startTestServer';
import { authenticatedSocket, until } from '../../support/socketFeeds';

type Ack = { status: string; error?: string; message?: string };

/** Socket and search limits small enough to reach quickly, and the socket's origin check. */
describe('socket and search abuse limits', () => {
  let t: TestServer;
  let analyst: string;
  let admin: string;
  const extra: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer({
      extraPluginsDir: FIXTURE_PLUGINS_DIR,
      socketOrigins: ['https://console.example.com'],
      limits: { subscriptionsPerSocket: 3, socketsPerUser: 2, searchPerUser: { points: 3, durationSeconds: 60 } },
    });
    [analyst, admin] = await Promise.all(['analyst', 'admin'].map(async (r) => (await t.login(`${r}@demo.test`)).token));
  });
  afterAll(async () => {
    for (const s of extra) s.disconnect();
    await t?.close();
  });

  const subscribe = (socket: Socket, label: string, event = 'subscribe') =>
    new Promise<Ack>((resolve) => socket.emit(event, { resource: 'fixtureCounter', filter: { label } }, resolve));

  /** Connects with the given Origin header; resolves 'connected' or the connect error's message. */
  const connectFrom = (origin?: string) =>
    new Promise<string>((resolve) => {
      const socket = connectSocket(t.url, { path: '/socket', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: origin ? { origin } : {} });
      extra.push(socket);
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (err) => resolve(`refused: ${err.message}`));
    });

  it('a socket holds at most subscriptionsPerSocket feeds: the next one is refused with too_many_subscriptions; one freed makes room', async () => {
    const socket = await authenticatedSocket(t, analyst);
    for (const label of ['a', 'b', 'c']) expect(await subscribe(socket, label)).toMatchObject({ status: 'success' });
    const refused = await subscribe(socket, 'd');
    expect(refused).toMatchObject({ status: 'error', error: 'too_many_subscriptions', message: 'A connection follows at most 3 feeds at once: unsubscribe from one first.' });
    // Subscribing again to a held feed is no new feed.
    expect(await subscribe(socket, 'b')).toMatchObject({ status: 'success' });
    await subscribe(socket, 'a', 'unsubscribe');
    expect(await subscribe(socket, 'd')).toMatchObject({ status: 'success' });
    socket.disconnect();
    await until(() => t.server.hub.activeRooms === 0);
  });

  it('a user holds at most socketsPerUser authenticated sockets: the next one is refused with too_many_connections and closed; other users are not affected', async () => {
    const first = await authenticatedSocket(t, analyst);
    const second = await authenticatedSocket(t, analyst);
    const third = t.socket();
    await nextEvent(third, 'connect');
    const refusal = nextEvent(third, 'unauthorized');
    const closed = nextEvent(third, 'disconnect');
    third.emit('authenticate', { token: analyst });
    expect(await refusal).toEqual({ code: 'too_many_connections', message: 'At most 2 connections per user are open at once: close other console tabs.' });
    await closed;
    const adminSocket = await authenticatedSocket(t, admin);
    expect(adminSocket.connected).toBe(true);
    // Re-authenticating a socket the user already holds is not one more.
    const again = nextEvent(second, 'authenticated');
    second.emit('authenticate', { token: analyst });
    await again;
    first.disconnect();
    // The server hears of the disconnect a moment later.
    await new Promise((r) => setTimeout(r, 100));
    const next = await authenticatedSocket(t, analyst);
    expect(next.connected).toBe(true);
    for (const s of [second, next, adminSocket]) s.disconnect();
  });

  it("the handshake from a page of a foreign origin (another port of the same host) is refused; the console's own origin, a configured one and clients without Origin connect", async () => {
    const port = Number(new URL(t.url).port);
    expect(await connectFrom(`http://127.0.0.1:${port + 1}`)).toMatch(/^refused/);
    expect(await connectFrom('https://evil.example.net')).toMatch(/^refused/);
    expect(await connectFrom('null')).toMatch(/^refused/);
    expect(await connectFrom(t.url)).toBe('connected');
    expect(await connectFrom('https://console.example.com')).toBe('connected');
    expect(await connectFrom()).toBe('connected');
  });

  it('the user search and the autocomplete count against one per-user budget: beyond it 429 with Retry-After, over HTTP and socket', async () => {
    for (let i = 0; i < 3; i++) expect((await t.request('GET', `/v1/user/search?search=an${i}`, { token: admin })).status).toBe(200);
    const refused = await t.request('GET', '/v1/user/search?search=anna', { token: admin });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'error', error: 'too_many_requests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const complete = (value: string) => t.request('GET', `/v1/monitoring/complete?field=domain&value=${value}`, { token: analyst });
    for (const value of ['ne', 'new']) expect((await complete(value)).status).toBe(200);
    const socket = await authenticatedSocket(t, analyst);
    const viaSocket = (value: string) => new Promise<Ack>((resolve) => socket.emit('subscribe', { resource: 'complete', filter: { field: 'domain', value } }, resolve));
    expect(await viaSocket('news')).toMatchObject({ status: 'success' });
    expect(await viaSocket('news.')).toMatchObject({ status: 'error', error: 'too_many_requests' });
    expect((await complete('news.e')).status).toBe(429);
    socket.disconnect();
  });
});
