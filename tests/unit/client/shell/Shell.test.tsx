/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawerSections } from '../../../../core/client/shell/drawerSections';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import dashboard from '../../../../plugins/dashboard';
import settings from '../../../../plugins/settings';
import { currentUrl, renderConsole, TEST_LINKS } from '../support/renderConsole';
import { testUser } from '../support/testUser';

const ADMIN = ['MODULE_ADMIN.VIEW', 'ALL_ENTITIES.VIEW', 'MODULE_ACCOUNT.VIEW', 'MODULE_ANALYTICS.VIEW', 'MODULE_DMP.VIEW'];

describe('shell', () => {
  it('SH-26 / OP-15: drawer entries appear only when their route rule passes; core first, current product next', () => {
    const registry = new PluginRegistry([dashboard, settings]);
    const can = (access: string[]) => (rule: string) => registry.permissions.can(rule, [...access, 'AUTHENTICATED']);
    expect(drawerSections(registry.nav, can([]), 'analytics').map((s) => [s.section, s.entries.map((e) => e.route)])).toEqual([['core', ['dashboard']]]);
    expect(drawerSections(registry.nav, can(['MODULE_ACCOUNT.VIEW']), 'account').map((s) => [s.section, s.entries.map((e) => e.route)])).toEqual([
      ['core', ['dashboard']],
      ['account', ['settings']],
    ]);
  });

  it('SH-26: the rendered drawer has nav-<route> entries by permission and navigates', async () => {
    const { router } = await renderConsole({ path: '/dashboard', user: testUser(['MODULE_ACCOUNT.VIEW']) });
    expect(screen.getByTestId('nav-dashboard')).toBeTruthy();
    await userEvent.click(screen.getByTestId('nav-settings'));
    await waitFor(() => expect(currentUrl(router)).toBe('/account/settings'));
    await renderConsole({ path: '/dashboard', user: testUser([]) });
    expect(screen.queryByTestId('nav-settings')).toBeNull();
  });

  it('SH-27: fullscreen hides the drawer', async () => {
    const { app } = await renderConsole({ path: '/dashboard', user: testUser([]) });
    act(() => app.shell.setFullscreen(true));
    expect(screen.queryByTestId('navigation-drawer')).toBeNull();
    act(() => app.shell.setFullscreen(false));
    expect(screen.getByTestId('navigation-drawer')).toBeTruthy();
  });

  it('AC-02: showNavigationDrawer false (read at start) hides the drawer', async () => {
    await renderConsole({
      path: '/dashboard',
      user: testUser([]),
      routes: { 'GET /api/v1/account/settings/showNavigationDrawer': { body: { status: 'success', data: false } } },
    });
    expect(screen.queryByTestId('navigation-drawer')).toBeNull();
  });

  it('SH-17 / SH-19: user search only with viewUsers; help centre link opens a new tab', async () => {
    await renderConsole({ path: '/dashboard', user: testUser([]) });
    expect(screen.queryByTestId('user-search')).toBeNull();
    expect(screen.getByTestId('help-centre').getAttribute('href')).toBe(TEST_LINKS.helpCentre);
    expect(screen.getByTestId('help-centre').getAttribute('target')).toBe('_blank');
    await renderConsole({ path: '/dashboard', user: testUser(ADMIN) });
    expect(screen.getByTestId('user-search')).toBeTruthy();
  });

  it('SH-18 / IN-06: the dark-mode toggle switches theme, logo and the stored value', async () => {
    await renderConsole({ path: '/dashboard', user: testUser([]) });
    expect(screen.getByTestId('logo').getAttribute('data-theme')).toBe('light');
    await userEvent.click(screen.getByTestId('dark-mode-toggle'));
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    expect(screen.getByTestId('logo').getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('ac.darkMode')).toBe('true');
    await userEvent.click(screen.getByTestId('dark-mode-toggle'));
    expect(document.body.classList.contains('bp6-dark')).toBe(false);
  });

  it('IN-09 / RT-02: a user with no product sees the neutral accent and the console’s name, not analytics red', async () => {
    await renderConsole({ path: '/dashboard', user: testUser(['MODULE_DASHBOARD.VIEW']) });
    await waitFor(() => expect(document.title).toBe('Audience Console – Dashboard'));
    expect(document.documentElement.style.getPropertyValue('--ac-accent')).toBe('#1f3a5f');
    expect(screen.queryByTestId('product-switcher')).toBeNull();
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('SH-23 / IN-09, IN-05: the product switcher lists usable products and switching changes the accent colour; dark mode takes its dark variant', async () => {
    const { app } = await renderConsole({ path: '/dashboard', user: testUser(ADMIN) });
    expect(app.products.usable).toEqual(['dmp', 'analytics', 'account', 'admin']);
    expect(document.documentElement.style.getPropertyValue('--ac-accent')).toBe('#cd4246');
    await userEvent.click(screen.getByTestId('product-switcher'));
    await userEvent.click(await screen.findByTestId('product-dmp'));
    expect(app.products.current).toBe('dmp');
    expect(document.documentElement.style.getPropertyValue('--ac-accent')).toBe('#c22762');
    // Dark mode lifts the accent to the product's dark variant, without a product change.
    await userEvent.click(screen.getByTestId('dark-mode-toggle'));
    expect(document.documentElement.style.getPropertyValue('--ac-accent')).toBe('#ff94bc');
    await userEvent.click(screen.getByTestId('dark-mode-toggle'));
  });

  it('SH-24 / SH-25 / SH-16: the account menu shows the user, its links, and sign out goes to /login even when logout fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { router, calls } = await renderConsole({
      path: '/dashboard',
      user: testUser([]),
      routes: { 'POST /api/v1/logout': { status: 500, body: '' } },
    });
    await userEvent.click(screen.getByTestId('user-menu'));
    expect((await screen.findByTestId('account-name')).textContent).toBe('Ada Lovelace');
    expect(screen.getByTestId('account-email').textContent).toBe('ada@example.com');
    expect(screen.getByText('Manage licences').closest('a')?.getAttribute('href')).toBe(TEST_LINKS.manageLicences);
    expect(screen.getByText('Edit profile').closest('a')?.getAttribute('href')).toBe(TEST_LINKS.editProfile);
    await userEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/logout')).toBe(true);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('IN-01 / IN-02: the language switch changes the texts and is stored', async () => {
    const { i18n } = await renderConsole({ path: '/dashboard', user: testUser([]) });
    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.selectOptions(await screen.findByTestId('language-switch'), 'de');
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(localStorage.getItem('ac.language')).toBe('de');
    expect(await screen.findByText('Von allen Apps abmelden')).toBeTruthy();
  });
});
