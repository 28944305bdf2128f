/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const ACCOUNT = ['MODULE_ACCOUNT.VIEW'];

describe('settings page', () => {
  it('AC-01 / AC-02 / AC-03: the drawer switch is saved as showNavigationDrawer and the drawer follows', async () => {
    const { calls } = await renderConsole({
      path: '/account/settings',
      user: testUser(ACCOUNT),
      routes: {
        'POST /api/v1/account/settings/showNavigationDrawer': ({ body }) => ({ body: { status: 'success', data: (body as { value: boolean }).value } }),
      },
    });
    const toggle = (await screen.findByTestId('setting-showNavigationDrawer')) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByTestId('navigation-drawer')).toBeTruthy();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('navigation-drawer')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/account/settings/showNavigationDrawer', { value: false }],
    ]);
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/v1/account/settings/showNavigationDrawer')).toBe(true);
  });

  it('AC-03: a failed save puts the switch back and says why', async () => {
    const { app } = await renderConsole({
      path: '/account/settings',
      user: testUser(ACCOUNT),
      routes: { 'POST /api/v1/account/settings/showNavigationDrawer': { status: 500, body: { status: 'error', error: 'internal', message: 'Could not save.' } } },
    });
    await userEvent.click((await screen.findByTestId('setting-showNavigationDrawer')) as HTMLInputElement);
    await waitFor(() => expect(app.snackbar.messages.map((m) => m.message)).toContain('Could not save.'));
    expect(app.display.showNavigationDrawer).toBe(true);
  });

  it('AC-04: dark mode is a display setting too, kept locally', async () => {
    await renderConsole({ path: '/account/settings', user: testUser(ACCOUNT) });
    await userEvent.click((await screen.findByTestId('setting-darkMode')) as HTMLInputElement);
    expect(localStorage.getItem('ac.darkMode')).toBe('true');
  });
});
