import type { AnyObjectSchema } from 'yup';
import { AUTHENTICATED } from '../../../core/common/permissions/coreRules';
import { hashPassword } from '../../../core/server/auth/passwordHash';
import { DEMO_ORGANISATION, everyPermission } from '../../../core/server/seed/demoAccounts';
import { createUser } from '../../../core/server/users/userRepository';
import { authenticatedSocket } from '../../support/socketFeeds';
import { DEMO_PASSWORD, FIXTURE_PLUGINS_DIR, nextEvent, startTestServer, type TestServer } from '../../support/startTestServer';
import type { Socket } from 'socket.io-client';

type SubscribeReply = { status: 'success'; key: string } | { status: 'error'; error: string; message: string };

/** The screens' permission sets (spec §6): who reads which analytics numbers. */
const SCREEN_USERS: Record<string, string[]> = {
  'realtime-only': ['REALTIME.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'],
  'insights-only': ['INSIGHTS.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'],
  'dmp-only': ['AUDIENCES.VIEW', 'MODULE_DMP.VIEW'],
};

/** Values for every required field a resource filter knows; each resource gets the ones its schema names. */
const PROBE_FILTER: Record<string, unknown> = { eventName: 'pageview', event: 'pageview', field: 'domain', value: 'news', audienceId: 1 };

/**
 * Every route the running server registered under /api and every socket feed its hub serves ×
 * the demo roles, the screens' permission sets, one user per single permission string and
 * anonymous. Routes and feeds are read from the server, never written by hand, so a new one is
 * covered the moment it exists — and fails here if it lacks a known rule.
 */
describe('permission matrix', () => {
  let t: TestServer;
  const tokens: Record<string, string | undefined> = {};
  const access: Record<string, string[]> = {};
  const roles = ['admin', 'analyst', 'marketer', 'viewer'];
  /** Every signed-in matrix row (demo roles, screen users, single-permission users) → its e-mail. */
  const emails: Record<string, string> = Object.fromEntries(roles.map((r) => [r, `${r}@demo.test`]));
  let users: string[] = [];

  beforeAll(async () => {
    t = await startTestServer({ extraPluginsDir: FIXTURE_PLUGINS_DIR });
    const { id: organisationId } = await t.server.db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const extra: Record<string, string[]> = { ...SCREEN_USERS, ...Object.fromEntries(everyPermission(t.server.registry).map((p) => [`only ${p}`, [p]])) };
    for (const [name, list] of Object.entries(extra)) {
      emails[name] = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}@matrix.test`;
      await createUser(t.server.db, { email: emails[name], passwordHash, firstname: 'Matrix', lastname: name, access: list, domains: ['news.example.com'], organisationId });
    }
    users = Object.keys(emails);
    // Independent logins at once: the password checks run on libuv's threads.
    await Promise.all(
      users.map(async (user) => {
        const { token, response } = await t.login(emails[user]);
        tokens[user] = token;
        access[user] = [...response.body.data.user.access, AUTHENTICATED];
      }),
    );
    tokens.anonymous = undefined;
    access.anonymous = [];
  }, 120_000);
  afterAll(() => t?.close());

  const can = (rule: string, user: string) => t.server.registry.permissions.can(rule, access[user]);

  it('every API route declares a permission rule that exists in the registry', () => {
    const routes = t.server.apiRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      expect({ route: `${route.method} ${route.url}`, hasRule: t.server.registry.permissions.has(route.permission) }).toEqual({
        route: `${route.method} ${route.url}`,
        hasRule: true,
      });
    }
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/login', 'GET /api/v1/account/me', 'GET /api/v1/user/search', 'GET /api/v1/monitoring/fixtureCounter']),
    );
  });

  it('every socket feed declares a permission rule that exists in the registry', () => {
    const feeds = t.server.resources.map((r) => ({ feed: r.name, hasRule: t.server.registry.permissions.has(r.feedPermission) }));
    expect(feeds.length).toBeGreaterThanOrEqual(20);
    expect(feeds).toEqual(feeds.map((f) => ({ ...f, hasRule: true })));
  });

  it('PM-01/PM-02: each route answers each user as its rule says (401 anonymous, 403 denied, else served; 401 on a route with a credential of its own)', async () => {
    const failures: string[] = [];
    for (const route of t.server.apiRoutes) {
      const path = route.url.replace(/^\/api/, '').replace(/:(\w+)/g, 'matrixProbe');
      // The users of one route at once: each probe is one request of its own user.
      const probes = await Promise.all(
        [...users, 'anonymous'].map(async (user) => {
          const allowed = can(route.permission, user);
          // Logout ends the login it is called with: probe it with a throwaway one.
          const token = route.url === '/api/v1/logout' && user !== 'anonymous' ? (await t.login(emails[user])).token : tokens[user];
          const res = await t.request(route.method, path, { token, body: route.method === 'GET' ? undefined : {} });
          const code = res.body?.error;
          const ok = route.credential
            ? // A route with a credential of its own (an SDK API key) takes no session, so no one here.
              res.status === 401
            : user === 'anonymous' && route.permission !== 'public'
              ? res.status === 401 && code === 'unauthenticated'
              : !allowed
                ? res.status === 403 && code === 'forbidden'
                : res.status !== 403 && !(res.status === 401 && (route.permission !== 'public' || code === 'unauthenticated'));
          return ok ? undefined : `${route.method} ${route.url} as ${user} (rule ${route.permission}, allowed=${allowed}): ${res.status} ${code}`;
        }),
      );
      failures.push(...probes.filter((failure) => failure !== undefined));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('PM-01/WS-17: each socket feed answers each user as its feed rule says (401 anonymous, 403 denied, else subscribed)', async () => {
    const probeFeeds = async (user: string) => {
      const failures: string[] = [];
      const socket = user === 'anonymous' ? await connected(t) : await authenticatedSocket(t, tokens[user]);
      for (const resource of t.server.resources) {
        const fields = Object.keys((resource.filter as AnyObjectSchema).fields ?? {});
        const filter = Object.fromEntries(Object.entries(PROBE_FILTER).filter(([field]) => fields.includes(field)));
        const reply = await subscribe(socket, resource.name, filter);
        await new Promise<void>((resolve) => socket.emit('unsubscribe', { resource: resource.name, filter }, () => resolve()));
        const allowed = can(resource.feedPermission, user);
        const got = reply.status === 'success' ? 'subscribed' : reply.error;
        const expected = user === 'anonymous' ? 'unauthenticated' : allowed ? 'subscribed' : 'forbidden';
        if (got !== expected) failures.push(`feed ${resource.name} as ${user} (rule ${resource.feedPermission}): ${got}, expected ${expected}`);
      }
      socket.disconnect();
      return failures;
    };
    // A few users at once, each on a socket of its own (well below the cap on sockets waiting to authenticate).
    const everyone = [...users, 'anonymous'];
    const failures: string[] = [];
    for (let i = 0; i < everyone.length; i += 8) failures.push(...(await Promise.all(everyone.slice(i, i + 8).map(probeFeeds))).flat());
    expect(failures).toEqual([]);
    expect(t.server.hub.activeRooms).toBe(0);
  }, 300_000);

  it('PM-04/PM-05/PM-06: analytics numbers follow the screens, not AUDIENCES.VIEW alone', () => {
    const byName = new Map(t.server.resources.map((r) => [r.name, r]));
    const reads = (name: string, user: string) => can(byName.get(name)!.permission, user);
    const follows = (name: string, user: string) => can(byName.get(name)!.feedPermission, user);
    for (const name of ['users', 'devices', 'audiences', 'audiences/growth/history', 'audiences/growth/histogram', 'users/channels']) {
      expect({ name, realtime: [reads(name, 'realtime-only'), follows(name, 'realtime-only')], insights: [reads(name, 'insights-only'), follows(name, 'insights-only')], dmp: [reads(name, 'dmp-only'), follows(name, 'dmp-only')], audiencesView: reads(name, 'only AUDIENCES.VIEW') }).toEqual({
        name,
        realtime: [true, true],
        insights: [true, false],
        dmp: [false, false],
        audiencesView: false,
      });
    }
    // Pick lists answer once on either screen: the same rule over HTTP and the socket.
    expect(follows('complete', 'insights-only')).toBe(true);
    expect([reads('toolsStats', 'realtime-only'), reads('toolsStats', 'admin')]).toEqual([false, true]);
  });

  it('PM-04/PM-30: the matrix distinguishes roles (spot checks)', () => {
    expect(can('viewRealtime', 'analyst')).toBe(true);
    expect(can('viewRealtime', 'marketer')).toBe(false);
    expect(can('viewUsers', 'admin')).toBe(true);
    expect(can('viewUsers', 'analyst')).toBe(false);
    expect(can('isLoggedIn', 'viewer')).toBe(true);
    expect(can('crudAudiences', 'marketer')).toBe(true);
  });
});

/** A socket that connected but never authenticated. */
async function connected(t: TestServer): Promise<Socket> {
  const socket = t.socket();
  await nextEvent(socket, 'connect');
  return socket;
}

function subscribe(socket: Socket, resource: string, filter: Record<string, unknown>): Promise<SubscribeReply> {
  return new Promise((resolve) => socket.emit('subscribe', { resource, filter }, resolve));
}
