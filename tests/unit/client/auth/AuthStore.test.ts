import { makeConsole } from '../support/renderConsole';
import { testUser } from '../support/testUser';

describe('AuthStore', () => {
  it('SH-11: access is [public] before login and the user permissions plus AUTHENTICATED after', async () => {
    const user = testUser(['MODULE_ACCOUNT.VIEW']);
    const { app } = makeConsole({ routes: { 'POST /api/v1/login': { body: { status: 'success', data: { token: 't1', expires_in: 900, user } } } } });
    await app.start();
    expect(app.auth.access).toEqual(['public']);
    expect(app.auth.can('isLoggedIn')).toBe(false);
    expect(await app.auth.login('ada@example.com', 'secret')).toBe(true);
    expect(app.auth.loggedIn).toBe(true);
    expect(app.auth.access).toEqual(['MODULE_ACCOUNT.VIEW', 'AUTHENTICATED']);
    expect(app.auth.can('editSettings')).toBe(true);
    expect(app.auth.token).toBe('t1');
  });

  it('SH-11: a visit without a session marker makes no account/me call', async () => {
    const { app, calls } = makeConsole();
    await app.start();
    expect(app.auth.status).toBe('anonymous');
    expect(calls).toEqual([]);
  });

  it('SH-14: a refresh failure on account/me logs out with the token message only (not the account-check one)', async () => {
    const { app, navigations } = makeConsole({
      user: testUser([]),
      routes: {
        'GET /api/v1/account/me': { status: 401, body: { status: 'error', error: 'token_expired', message: 'Token has expired.' } },
        'POST /api/v1/auth/refresh': { status: 401, body: { status: 'error', error: 'invalid_token', message: 'Your token is expired, please login again!' } },
      },
    });
    await app.start();
    expect(app.auth.loggedIn).toBe(false);
    expect(app.snackbar.messages.map((m) => m.message)).toEqual(['Your token is expired, please login again!']);
    expect(navigations).toEqual(['/login']);
  });

  it('the live connection opens with the session and closes with it', async () => {
    const { app, sockets, navigations } = makeConsole({ user: testUser([]), routes: { 'POST /api/v1/logout': { body: { status: 'success', data: null } } } });
    await app.start();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].connected).toBe(true);
    await app.auth.logout();
    expect(sockets[0].connected).toBe(false);
    expect(navigations).toEqual(['/login']);
  });
});
