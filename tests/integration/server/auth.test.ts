import { RefreshTokens } from '../../../core/server/auth/RefreshTokens';
import { startTestServer, type TestServer } from '../../support/startTestServer';

describe('auth API', () => {
  let t: TestServer;
  beforeAll(async () => {
    // No reuse grace, so reuse detection is seen at once; the grace has its own test below.
    t = await startTestServer({ limits: { loginPerAccountAndIp: { points: 3, durationSeconds: 60 } }, refreshReuseGraceSeconds: 0 });
  });
  afterAll(() => t?.close());

  it('SH-02: POST login with email and password replies with a token, the user and session cookies', async () => {
    const res = await t.request('POST', '/v1/login', { body: { email: 'admin@demo.test', password: 'demo1234' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(typeof res.body.data.token).toBe('string');
    expect(res.body.data.expires_in).toBe(900);
    expect(res.body.data.user.email).toBe('admin@demo.test');
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('ac_access='))).toMatch(/Path=\/;.*HttpOnly; SameSite=Lax/);
    expect(setCookies.filter((c) => c.startsWith('ac_refresh=')).map((c) => /Path=([^;]+)/.exec(c)?.[1])).toEqual(['/api/v1/auth', '/api/v1/logout']);
  });

  it('SH-08: wrong credentials give 401 invalid_credentials with the message to show', async () => {
    for (const body of [
      { email: 'admin@demo.test', password: 'wrong-password' },
      { email: 'nobody@demo.test', password: 'demo1234' },
    ]) {
      const res = await t.request('POST', '/v1/login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'invalid_credentials', error: 'invalid_credentials', message: 'These credentials do not match our records.' });
    }
  });

  it('SH-02: invalid login input gives 422 with field errors', async () => {
    const res = await t.request('POST', '/v1/login', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'error', error: 'validation_failed', message: 'Invalid value' });
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
  });

  it('login is throttled per e-mail after repeated failures (429 too_many_attempts)', async () => {
    const body = { email: 'marketer@demo.test', password: 'wrong' };
    for (let i = 0; i < 3; i++) expect((await t.request('POST', '/v1/login', { body })).status).toBe(401);
    const blocked = await t.request('POST', '/v1/login', { body: { ...body, password: 'demo1234' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('too_many_attempts');
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(blocked.body.errors.email).toEqual([blocked.body.message]);
    // Another e-mail from the same address is not affected.
    expect((await t.request('POST', '/v1/login', { body: { email: 'viewer@demo.test', password: 'demo1234' } })).status).toBe(200);
  });

  it('SH-11/API-05: the access token works as Bearer header and as cookie; none gives 401 unauthenticated', async () => {
    const { token } = await t.login('viewer@demo.test');
    expect((await t.request('GET', '/v1/account/me', { token })).status).toBe(200);
    expect((await t.request('GET', '/v1/account/me', { cookie: `ac_access=${token}` })).status).toBe(200);
    const anonymous = await t.request('GET', '/v1/account/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: 'unauthenticated', message: 'Unauthenticated.' });
    const garbage = await t.request('GET', '/v1/account/me', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toMatchObject({ error: 'invalid_token', message: 'Unauthenticated.' });
  });

  it('SH-31: account/me carries every User field; access is the stored permission list', async () => {
    const { token } = await t.login('analyst@demo.test');
    const { body } = await t.request('GET', '/v1/account/me', { token });
    const user = body.data;
    for (const field of ['id', 'firstname', 'lastname', 'email', 'image', 'language', 'created_at', 'trial_ends_at', 'userHash', 'hasAnalyticsProduct', 'hasDMPProduct', 'hasToolsProduct', 'hasAnalyticsTrial', 'hasDMPTrial', 'hasToolsTrial', 'access', 'organisations', 'default_organisation_id', 'domains']) {
      expect(user).toHaveProperty(field);
    }
    expect(user).toMatchObject({ firstname: 'Anna', lastname: 'Analyst', hasAnalyticsProduct: true, hasDMPProduct: false, hasAnalyticsTrial: true });
    expect(user.access).toEqual(expect.arrayContaining(['REALTIME.VIEW', 'INSIGHTS.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW']));
    expect(user.access).not.toContain('AUTHENTICATED');
    expect(new Date(user.trial_ends_at).getTime()).toBeGreaterThan(Date.now());
    expect(user.organisations).toEqual([{ id: user.default_organisation_id, name: 'Demo Media', default: true }]);
    expect(user.domains.map((d: { title: string; analytics: boolean }) => [d.title, d.analytics])).toEqual([
      ['news.example.com', true],
      ['sport.example.com', true],
    ]);
  });

  it('API-07: refresh rotates the refresh token; reusing a rotated token revokes the whole family', async () => {
    const { refresh } = await t.login('analyst@demo.test');
    const first = await t.request('POST', '/v1/auth/refresh', { cookie: `ac_refresh=${refresh}` });
    expect(first.status).toBe(200);
    expect(typeof first.body.data.token).toBe('string');
    expect(first.body.data.expires_in).toBe(900);
    const rotated = first.cookies.ac_refresh;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(refresh);
    // The new token also works from the body.
    const second = await t.request('POST', '/v1/auth/refresh', { body: { refresh_token: rotated } });
    expect(second.status).toBe(200);
    const newest = second.cookies.ac_refresh;
    // Reuse of the first (rotated) token: refused, and the family's newest token dies with it.
    const current = second.body.data.token;
    expect((await t.request('GET', '/v1/account/me', { token: current })).status).toBe(200);
    const reuse = await t.request('POST', '/v1/auth/refresh', { cookie: `ac_refresh=${refresh}` });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ status: 'error', error: 'invalid_token', message: 'Your token is expired, please login again!' });
    expect((await t.request('POST', '/v1/auth/refresh', { cookie: `ac_refresh=${newest}` })).status).toBe(401);
    expect((await t.request('GET', '/v1/account/me', { token: current })).status).toBe(401);
  });

  it('two tabs refreshing with the same token at the same moment both stay signed in (reuse grace)', async () => {
    const tokens = new RefreshTokens(t.server.db, 3600, 10, t.server.services.sessionEvents);
    const { response } = await t.login('analyst@demo.test');
    const first = await tokens.issue(response.body.data.user.id);
    const [a, b] = await Promise.all([tokens.rotate(first.token), tokens.rotate(first.token)]);
    expect(a?.family).toBe(first.family);
    expect(b?.family).toBe(first.family);
    expect(a?.token).not.toBe(b?.token);
    expect(await tokens.rotate(a!.token)).not.toBeNull();
  });

  it('SH-14: refresh without or with an unknown token fails with invalid_token', async () => {
    expect((await t.request('POST', '/v1/auth/refresh')).body.error).toBe('invalid_token');
    expect((await t.request('POST', '/v1/auth/refresh', { body: { refresh_token: 'made-up' } })).status).toBe(401);
  });

  it('SH-16/API-08: logout revokes the refresh family and clears both cookies', async () => {
    const { token, refresh } = await t.login('viewer@demo.test');
    const res = await t.request('POST', '/v1/logout', { token, cookie: `ac_refresh=${refresh}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', data: null });
    expect(res.cookies.ac_access).toBe('');
    expect(res.cookies.ac_refresh).toBe('');
    expect((await t.request('POST', '/v1/auth/refresh', { cookie: `ac_refresh=${refresh}` })).status).toBe(401);
    // The access token of the ended login is refused at once, not when it expires.
    const after = await t.request('GET', '/v1/account/me', { token });
    expect([after.status, after.body.error]).toEqual([401, 'invalid_token']);
  });

  it('logout with only the access token still ends that login', async () => {
    const { token, refresh } = await t.login('viewer@demo.test');
    expect((await t.request('POST', '/v1/logout', { token })).status).toBe(200);
    expect((await t.request('POST', '/v1/auth/refresh', { body: { refresh_token: refresh } })).status).toBe(401);
  });

  it('SH-19/SH-32/PM-30: user/search finds by id, e-mail and name for viewUsers, with exactly the result fields', async () => {
    const { token } = await t.login('admin@demo.test');
    const byName = await t.request('GET', '/v1/user/search?search=anna', { token });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toHaveLength(1);
    expect(Object.keys(byName.body.data[0]).sort()).toEqual(['email', 'firstname', 'id', 'image', 'lastname']);
    const analystId = byName.body.data[0].id;
    const byId = await t.request('GET', `/v1/user/search?search=${analystId}`, { token });
    expect(byId.body.data.map((u: { id: number }) => u.id)).toContain(analystId);
    const byEmail = await t.request('GET', '/v1/user/search?search=marketer%40demo', { token });
    expect(byEmail.body.data.map((u: { email: string }) => u.email)).toEqual(['marketer@demo.test']);
    const all = await t.request('GET', '/v1/user/search?search=demo.test', { token });
    expect(all.body.data).toHaveLength(4);
  });

  it('PM-30: user/search is forbidden without viewUsers', async () => {
    const { token } = await t.login('analyst@demo.test');
    const res = await t.request('GET', '/v1/user/search?search=anna', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 'error', error: 'forbidden', message: "You don't have the needed permissions for this action!" });
  });

  it('AC-03/API-10/API-11: account settings round-trip any JSON value per user', async () => {
    const viewer = await t.login('viewer@demo.test');
    const analyst = await t.login('analyst@demo.test');
    expect((await t.request('GET', '/v1/account/settings/showNavigationDrawer', { token: viewer.token })).body).toEqual({ status: 'success', data: null });
    const saved = await t.request('POST', '/v1/account/settings/showNavigationDrawer', { token: viewer.token, body: { value: false } });
    expect(saved.body).toEqual({ status: 'success', data: false });
    const layout = { lg: [{ i: 'UsersCard', x: 0, y: 0, w: 4, h: 3 }], nicknames: { events: [] } };
    await t.request('POST', '/v1/account/settings/monitoringGridLayout', { token: viewer.token, body: { value: layout } });
    await t.request('POST', '/v1/account/settings/monitoringGridLayout', { token: viewer.token, body: { value: { ...layout, v: 2 } } });
    expect((await t.request('GET', '/v1/account/settings/showNavigationDrawer', { token: viewer.token })).body.data).toBe(false);
    expect((await t.request('GET', '/v1/account/settings/monitoringGridLayout', { token: viewer.token })).body.data).toEqual({ ...layout, v: 2 });
    // null is a value like any other.
    const nulled = await t.request('POST', '/v1/account/settings/darkModeBigboard', { token: viewer.token, body: { value: null } });
    expect([nulled.status, nulled.body]).toEqual([200, { status: 'success', data: null }]);
    expect((await t.request('GET', '/v1/account/settings/darkModeBigboard', { token: viewer.token })).body).toEqual({ status: 'success', data: null });
    // Settings are per user.
    expect((await t.request('GET', '/v1/account/settings/showNavigationDrawer', { token: analyst.token })).body.data).toBeNull();
  });

  it('account settings validate the name and require a value (422, nothing stored)', async () => {
    const { token } = await t.login('viewer@demo.test');
    const badName = await t.request('POST', '/v1/account/settings/bad%20name!', { token, body: { value: 1 } });
    expect(badName.status).toBe(422);
    expect(badName.body.errors).toHaveProperty('name');
    const noValue = await t.request('POST', '/v1/account/settings/darkMode', { token, body: {} });
    expect(noValue.status).toBe(422);
    expect(noValue.body.errors).toHaveProperty('value');
    expect((await t.request('GET', '/v1/account/settings/darkMode', { token })).body.data).toBeNull();
  });

  it('unknown /api routes answer 404 not_found', async () => {
    const res = await t.request('GET', '/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', error: 'not_found', message: 'View not found!' });
  });
});
