/** @jest-environment node */
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import * as yup from 'yup';
import { cardComponent } from '../../../../core/common/validation/safeInput';
import { SessionEvents } from '../../../../core/server/auth/SessionEvents';
import { ClusterBus } from '../../../../core/server/cluster/ClusterBus';
import type { SessionResolver } from '../../../../core/server/auth/SessionResolver';
import type { ResourceDefinition } from '../../../../core/server/resources/defineResource';
import { ResourceHub } from '../../../../core/server/resources/ResourceHub';
import type { ServerServices } from '../../../../core/server/ServerServices';
import type { SessionUser } from '../../../../core/server/users/SessionUser';

type Ack = { status: string; error?: string };
type Handler = (...args: unknown[]) => unknown;

/** The socket.io surface the hub uses: handlers by event, emits recorded, a disconnect the test triggers. */
class FakeSocket {
  readonly handlers = new Map<string, Handler>();
  readonly handshake = { headers: {}, address: '127.0.0.1' };
  disconnected = false;
  constructor(readonly id: string) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  readonly emitted: string[] = [];
  emit(event: string) {
    this.emitted.push(event);
    return true;
  }
  /** Authenticates and waits for the hub's `authenticated` reply (the handler does not return the promise). */
  async authenticate() {
    const before = this.emitted.filter((e) => e === 'authenticated').length;
    this.handlers.get('authenticate')!({ token: 'token' });
    while (this.emitted.filter((e) => e === 'authenticated').length === before) await new Promise((r) => setImmediate(r));
  }
  disconnect() {
    this.disconnected = true;
    this.handlers.get('disconnect')?.();
  }
}

const CAP = 2;

describe('ResourceHub: the subscription cap and input of socket feeds (issue 13)', () => {
  const user: SessionUser = { id: 7, email: 'analyst@demo.test', access: ['feed'], analyticsDomains: ['a.test'], family: 'f1' };
  const sessionEvents = new SessionEvents(ClusterBus.alone());
  // Domain-scoped, so an access change moves the socket's feeds to other rooms.
  const counter: ResourceDefinition = {
    name: 'counter',
    permission: 'feed',
    feedPermission: 'feed',
    domainScoped: true,
    filter: yup.object({ label: yup.string(), domain: yup.mixed<string | string[]>() }),
    query: () => 1,
  };
  // A feed naming a card component, which the closed enum of the server's input context checks.
  const cardFeed: ResourceDefinition = { name: 'cardFeed', permission: 'feed', feedPermission: 'feed', filter: yup.object({ component: cardComponent() }), query: () => 1 };
  const services = {
    config: { limits: { subscriptionsPerSocket: CAP, socketsPerUser: 10 } },
    events: { onFlush: () => () => undefined },
    sessionEvents,
    registry: { permissions: { can: (rule: string, access: string[]) => access.includes(rule) } },
    inputContext: { cardComponents: new Set(['UsersCard']) },
  } as unknown as ServerServices;
  const sessions = { resolve: async () => ({ ok: true, user: { ...user }, expiresAt: Date.now() + 60_000 }) } as unknown as SessionResolver;
  const log = { error: jest.fn() } as unknown as FastifyBaseLogger;
  let hub: ResourceHub;
  let connect: (socket: FakeSocket) => void;

  beforeEach(() => {
    hub = new ResourceHub([counter, cardFeed], services, sessions, log);
    hub.attach({ on: (_event: string, listener: (socket: Socket) => void) => (connect = (s) => listener(s as unknown as Socket)) } as unknown as Server);
  });
  afterEach(() => hub.stop());

  const authenticated = async (id: string) => {
    const socket = new FakeSocket(id);
    connect(socket);
    await socket.authenticate();
    return socket;
  };
  const send = (socket: FakeSocket, event: 'subscribe' | 'unsubscribe', label: string) =>
    new Promise<Ack>((resolve) => socket.handlers.get(event)!({ resource: 'counter', filter: { label } }, resolve));
  const status = async (socket: FakeSocket, label: string) => {
    const ack = await send(socket, 'subscribe', label);
    return ack.status === 'success' ? 'ok' : ack.error;
  };

  it('issue 13: unsubscribing and subscribing again at the cap stays allowed, however often; a held feed again is no new one; an unknown unsubscribe frees nothing', async () => {
    const socket = await authenticated('s1');
    expect([await status(socket, 'a'), await status(socket, 'b'), await status(socket, 'c')]).toEqual(['ok', 'ok', 'too_many_subscriptions']);
    expect(await status(socket, 'b')).toBe('ok');
    for (let round = 0; round < 5; round++) {
      await send(socket, 'unsubscribe', 'a');
      await send(socket, 'unsubscribe', 'a');
      expect(await status(socket, 'a')).toBe('ok');
      expect(await status(socket, 'c')).toBe('too_many_subscriptions');
    }
    await send(socket, 'unsubscribe', 'never-held');
    expect(await status(socket, 'c')).toBe('too_many_subscriptions');
    expect(hub.activeRooms).toBe(2);
  });

  it('issue 13: a disconnect frees every feed: no room stays, and a socket under the same id starts with the whole cap', async () => {
    const socket = await authenticated('s2');
    for (const label of ['a', 'b']) expect(await status(socket, label)).toBe('ok');
    socket.disconnect();
    expect(hub.activeRooms).toBe(0);
    const again = await authenticated('s2');
    expect([await status(again, 'a'), await status(again, 'b'), await status(again, 'c')]).toEqual(['ok', 'ok', 'too_many_subscriptions']);
  });

  it('issue 13: feeds moved to other rooms by an access change keep their count; a logout frees them all', async () => {
    const socket = await authenticated('s3');
    for (const label of ['a', 'b']) expect(await status(socket, label)).toBe('ok');
    user.analyticsDomains = ['b.test'];
    sessionEvents.publish({ kind: 'accessChanged', userId: user.id });
    // The re-resolved session arrives a tick later; the feeds then sit in the rooms of b.test.
    await new Promise((r) => setImmediate(r));
    expect(hub.activeRooms).toBe(2);
    expect(await status(socket, 'c')).toBe('too_many_subscriptions');
    await send(socket, 'unsubscribe', 'b');
    expect(await status(socket, 'c')).toBe('ok');
    sessionEvents.publish({ kind: 'familyRevoked', family: user.family });
    expect(hub.activeRooms).toBe(0);
    await socket.authenticate();
    expect([await status(socket, 'a'), await status(socket, 'b'), await status(socket, 'c')]).toEqual(['ok', 'ok', 'too_many_subscriptions']);
  });

  it('issue 13: a socket feed is validated with the server’s input context, so a card component outside the registry is refused like over HTTP', async () => {
    const socket = await authenticated('s4');
    const subscribe = (component: string) => new Promise<Ack & { errors?: Record<string, string[]> }>((resolve) => socket.handlers.get('subscribe')!({ resource: 'cardFeed', filter: { component } }, resolve));
    expect(await subscribe('UsersCard')).toMatchObject({ status: 'success' });
    expect(await subscribe('EvilCard')).toMatchObject({ status: 'error', error: 'validation_failed', errors: { component: ['component must be a card of this console.'] } });
  });
});
