import type { Socket } from 'socket.io-client';
import { authenticatedSocket, sleep, until } from '../../support/socketFeeds';
import { nextEvent, startTestServer, type TestServer } from '../../support/startTestServer';

/** Sockets that connect and do not authenticate: a short wait, and few of them per address. */
describe('unauthenticated sockets (issue 13)', () => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer({ limits: { socketAuthSeconds: 1, unauthenticatedSocketsPerIp: 2 } });
    ({ token } = await t.login('analyst@demo.test'));
  });
  afterAll(() => t?.close());

  const connected = async (): Promise<Socket> => {
    const socket = t.socket();
    await nextEvent(socket, 'connect');
    return socket;
  };

  it('issue 13: a socket that never authenticates is closed after socketAuthSeconds; an authenticated one stays', async () => {
    const started = Date.now();
    const silent = await connected();
    const closed = nextEvent<string>(silent, 'disconnect', 5000);
    const member = await authenticatedSocket(t, token);
    expect(await closed).toBe('io server disconnect');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await sleep(500);
    expect(member.connected).toBe(true);
    member.disconnect();
  });

  it('issue 13: a socket whose authentication failed is closed when its time is up too', async () => {
    const socket = await connected();
    const refusal = nextEvent(socket, 'unauthorized');
    const closed = nextEvent<string>(socket, 'disconnect', 5000);
    socket.emit('authenticate', { token: 'not-a-token' });
    expect(await refusal).toMatchObject({ code: 'invalid_token' });
    expect(await closed).toBe('io server disconnect');
  });

  it('issue 13: one address holds at most unauthenticatedSocketsPerIp waiting sockets: the next is refused with too_many_connections and closed; an authentication frees a place', async () => {
    const [first, second] = [await connected(), await connected()];
    const third = t.socket();
    const refusal = nextEvent(third, 'unauthorized');
    const closed = nextEvent<string>(third, 'disconnect');
    expect(await refusal).toEqual({ code: 'too_many_connections', message: 'At most 2 connections per address may wait for authentication at once.' });
    expect(await closed).toBe('io server disconnect');

    const authenticated = nextEvent(first, 'authenticated');
    first.emit('authenticate', { token });
    await authenticated;
    const fourth = await connected();
    await sleep(200);
    expect(fourth.connected).toBe(true);
    // The waiting ones time out; the authenticated one stays.
    await until(() => !second.connected && !fourth.connected, 5000);
    expect(first.connected).toBe(true);
    first.disconnect();
  });
});
