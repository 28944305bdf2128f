import { AUTHENTICATED } from '../../../core/common/permissions/coreRules';
import { FIXTURE_PLUGINS_DIR, startTestServer, type TestServer } from '../../support/startTestServer';

/**
 * Every route the running server registered under /api × every demo role and anonymous.
 * The route table is read from fastify (onRoute), never written by hand, so a new route is
 * covered the moment it exists — and fails here if it lacks a known rule.
 */
describe('permission matrix', () => {
  let t: TestServer;
  const tokens: Record<string, string | undefined> = {};
  const access: Record<string, string[]> = {};
  const roles = ['admin', 'analyst', 'marketer', 'viewer'];

  beforeAll(async () => {
    t = await startTestServer({ extraPluginsDir: FIXTURE_PLUGINS_DIR });
    for (const role of roles) {
      const { token, response } = await t.login(`${role}@demo.test`);
      tokens[role] = token;
      access[role] = [...response.body.data.user.access, AUTHENTICATED];
    }
    tokens.anonymous = undefined;
    access.anonymous = [];
  });
  afterAll(() => t?.close());

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

  it('PM-01/PM-02: each route answers each role as its rule says (401 anonymous, 403 denied, else served)', async () => {
    const failures: string[] = [];
    for (const route of t.server.apiRoutes) {
      const path = route.url.replace(/^\/api/, '').replace(/:(\w+)/g, 'matrixProbe');
      for (const role of [...roles, 'anonymous']) {
        const allowed = t.server.registry.permissions.can(route.permission, access[role]);
        // Logout ends the login it is called with: probe it with a throwaway one.
        const token = route.url === '/api/v1/logout' && role !== 'anonymous' ? (await t.login(`${role}@demo.test`)).token : tokens[role];
        const res = await t.request(route.method, path, { token, body: route.method === 'GET' ? undefined : {} });
        const code = res.body?.error;
        const ok =
          role === 'anonymous' && route.permission !== 'public'
            ? res.status === 401 && code === 'unauthenticated'
            : !allowed
              ? res.status === 403 && code === 'forbidden'
              : res.status !== 403 && !(res.status === 401 && (route.permission !== 'public' || code === 'unauthenticated'));
        if (!ok) failures.push(`${route.method} ${route.url} as ${role} (rule ${route.permission}, allowed=${allowed}): ${res.status} ${code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('PM-04/PM-30: the matrix distinguishes roles (spot checks)', () => {
    const can = (rule: string, role: string) => t.server.registry.permissions.can(rule, access[role]);
    expect(can('viewRealtime', 'analyst')).toBe(true);
    expect(can('viewRealtime', 'marketer')).toBe(false);
    expect(can('viewUsers', 'admin')).toBe(true);
    expect(can('viewUsers', 'analyst')).toBe(false);
    expect(can('isLoggedIn', 'viewer')).toBe(true);
    expect(can('crudAudiences', 'marketer')).toBe(true);
  });
});
