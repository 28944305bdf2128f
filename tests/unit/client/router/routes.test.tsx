/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiTextLookup } from '../../../../core/client/api/apiMessages';
import { bindStartupTexts } from '../../../../core/client/i18n/bindTranslators';
import { all, productModule } from '../../../../core/common/permissions/permissionRule';
import { definePlugin } from '../../../../core/common/plugin/definePlugin';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import settings from '../../../../plugins/settings';
import { currentUrl, renderConsole } from '../support/renderConsole';
import { testUser } from '../support/testUser';

/** Stand-in for the realtime and insights plugins of later issues: routes with aliases, prefixes, redirects. */
const analyticsFixture = definePlugin({
  id: 'analytics-fixture',
  product: 'analytics',
  requires: ['monitoring'],
  routes: [
    {
      path: '/realtime',
      name: 'analyticsRealtime',
      permission: 'viewRealtime',
      aliases: ['/analytics', '/monitoring', '/analytics/realtime'],
      title: 'Realtime',
      hideContentHeader: true,
      load: async () => ({ default: () => <div data-testid="realtime-page">realtime</div> }),
    },
    { path: '/insights/overview', name: 'analyticsInsightsOverview', permission: 'viewInsights', title: 'Overview', redirectTo: '/insights/content' },
    {
      path: '/insights/content',
      name: 'analyticsInsightsContent',
      permission: 'viewInsights',
      title: 'Content',
      load: async () => ({ default: () => <div data-testid="content-page">content</div> }),
    },
  ],
  permissions: { fixtureOnly: all(productModule('admin')) },
});

const plugins = [dashboard, monitoring, settings, analyticsFixture];
const ANALYTICS = ['REALTIME.VIEW', 'INSIGHTS.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'];

describe('router host and guard', () => {
  it('RT-03: a logged-out visitor is sent to /login with the query kept, and returns there after login', async () => {
    const user = testUser(ANALYTICS);
    const { router } = await renderConsole({
      path: '/realtime?domain=a.com',
      plugins,
      routes: { 'POST /api/v1/login': { body: { status: 'success', data: { token: 't', expires_in: 900, user } } } },
    });
    expect(currentUrl(router)).toBe('/login?domain=a.com');
    await userEvent.type(screen.getByTestId('login-email'), 'ada@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'secret');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(currentUrl(router)).toBe('/realtime?domain=a.com'));
    expect(await screen.findByTestId('realtime-page')).toBeTruthy();
  });

  it('SH-10: after login without a pending target the user lands on /dashboard', async () => {
    const user = testUser([]);
    const { router } = await renderConsole({
      path: '/login',
      routes: { 'POST /api/v1/login': { body: { status: 'success', data: { token: 't', expires_in: 900, user } } } },
    });
    await userEvent.type(screen.getByTestId('login-email'), 'ada@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'secret');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(await screen.findByTestId('dashboard-page')).toBeTruthy();
  });

  it('RT-04: / and /login both show the login form while logged out', async () => {
    await renderConsole({ path: '/' });
    expect(screen.getByTestId('login-email')).toBeTruthy();
  });

  it('RT-05 / SH-11: /dashboard needs a session; logged in it opens', async () => {
    const { router } = await renderConsole({ path: '/dashboard', user: testUser([]) });
    expect(currentUrl(router)).toBe('/dashboard');
    expect(await screen.findByTestId('dashboard-page')).toBeTruthy();
  });

  it('OP-14: a logged-in user without the route rule is sent to /error, which reads "Access Denied"', async () => {
    const { router } = await renderConsole({ path: '/account/settings', user: testUser([]) });
    await waitFor(() => expect(currentUrl(router)).toBe('/error'));
    expect(screen.getByText('Access Denied')).toBeTruthy();
  });

  it('RT-29: /error shows the 403 page', async () => {
    await renderConsole({ path: '/error', user: testUser([]) });
    expect(screen.getByText('Access Denied')).toBeTruthy();
    // A user who may use no product has none: the console's name stands for it (RT-02).
    expect(document.title).toBe('Audience Console – Access Denied');
  });

  it('RT-30: an unknown path shows "View Not Found" when logged in, /login when logged out', async () => {
    await renderConsole({ path: '/does-not-exist', user: testUser([]) });
    expect(screen.getByText('View Not Found')).toBeTruthy();
    const { router } = await renderConsole({ path: '/does-not-exist' });
    expect(currentUrl(router)).toBe('/login');
  });

  it.each(['/realtime', '/analytics', '/monitoring', '/analytics/realtime'])('RT-07: %s renders the realtime page', async (path) => {
    await renderConsole({ path, plugins, user: testUser(ANALYTICS) });
    expect(await screen.findByTestId('realtime-page')).toBeTruthy();
  });

  it('RT-33: analytics routes also answer under /analytics/…', async () => {
    await renderConsole({ path: '/analytics/insights/content', plugins, user: testUser(ANALYTICS) });
    expect(await screen.findByTestId('content-page')).toBeTruthy();
  });

  it('RT-08: a redirecting route sends the visitor on, query kept', async () => {
    const { router } = await renderConsole({ path: '/insights/overview?page=x', plugins, user: testUser(ANALYTICS) });
    await waitFor(() => expect(currentUrl(router)).toBe('/insights/content?page=x'));
  });

  it('RT-06: the realtime page hides the content header; other pages show it', async () => {
    await renderConsole({ path: '/realtime', plugins, user: testUser(ANALYTICS) });
    await screen.findByTestId('realtime-page');
    expect(document.querySelector('.ac-content-header')).toBeNull();
    await renderConsole({ path: '/insights/content', plugins, user: testUser(ANALYTICS) });
    await screen.findByTestId('content-page');
    expect(document.querySelector('.ac-content-header')?.textContent).toBe('Content');
  });

  it('RT-02 / OP-20: the page title is "<Product name> – <Page name>"', async () => {
    await renderConsole({ path: '/realtime', plugins, user: testUser(ANALYTICS) });
    await screen.findByTestId('realtime-page');
    expect(document.title).toBe('Analytics – Realtime');
    await renderConsole({ path: '/account/settings', user: testUser(['MODULE_ACCOUNT.VIEW']) });
    await waitFor(() => expect(document.title).toBe('Account – Settings'));
  });

  it('RT-28: /account/settings opens with MODULE_ACCOUNT.VIEW', async () => {
    await renderConsole({ path: '/account/settings', user: testUser(['MODULE_ACCOUNT.VIEW']) });
    expect(await screen.findByTestId('settings-page')).toBeTruthy();
  });

  it('RT-34: an API 403 leads to the 403 page', async () => {
    const { app, router } = await renderConsole({
      path: '/dashboard',
      user: testUser([]),
      routes: { 'GET /api/v1/anything': { status: 403, body: { status: 'error', error: 'forbidden', message: "You don't have the needed permissions for this action!" } } },
    });
    await act(async () => {
      await app.api.get('/v1/anything').catch(() => undefined);
    });
    expect(currentUrl(router)).toBe('/error');
    expect(screen.getByText('Access Denied')).toBeTruthy();
  });

  it('SH-15: a failed profile check logs out with "Error during checking account!"', async () => {
    const { app, router } = await renderConsole({
      path: '/dashboard',
      routes: {
        'GET /api/v1/account/me': { status: 500, body: { status: 'error', error: 'internal', message: 'boom' } },
      },
      user: undefined,
    });
    expect(currentUrl(router)).toBe('/login');
    // Session marker present → the profile is checked and fails.
    localStorage.setItem('ac.session', '1');
    await act(async () => {
      await app.auth.start();
    });
    expect(app.auth.loggedIn).toBe(false);
    expect(app.snackbar.messages.map((m) => m.message)).toContain('Error during checking account!');
    expect(localStorage.getItem('ac.session')).toBeNull();
  });

  it('SH-15: for a German user the failed profile check says so in German even before the locale files are in', async () => {
    const { app, router } = await renderConsole({
      path: '/dashboard',
      routes: { 'GET /api/v1/account/me': { status: 500, body: { status: 'error', error: 'internal', message: 'boom' } } },
      user: undefined,
    });
    // main.tsx binds the bundled start-up texts of the stored language before anything loads.
    bindStartupTexts('de');
    localStorage.setItem('ac.session', '1');
    try {
      await act(async () => {
        await app.auth.start();
      });
    } finally {
      setApiTextLookup(() => undefined);
    }
    expect(currentUrl(router)).toBe('/login');
    expect(app.snackbar.messages.map((m) => m.message)).toContain('Fehler beim Prüfen des Kontos!');
  });
});
