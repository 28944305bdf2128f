/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetails } from '../../../../core/common/api/User';
import { makeConsole, renderConsole } from '../support/renderConsole';
import { testUser } from '../support/testUser';

const ADMIN = ['MODULE_ADMIN.VIEW', 'ALL_ENTITIES.VIEW'];
const grace: UserDetails = {
  id: 3,
  firstname: 'Grace',
  lastname: 'Hopper',
  email: 'grace@example.com',
  image: null,
  access: ['REALTIME.VIEW', 'MODULE_ANALYTICS.VIEW'],
  organisations: [{ id: 1, name: 'Demo Media', default: true }],
  domains: [{ id: 4, title: 'news.example.com', analytics: true }],
};

describe('user panel', () => {
  it("OP-19: choosing a user-search result opens that user's panel with avatar, name, e-mail, id, organisations, access and domains", async () => {
    const { calls } = await renderConsole({
      path: '/dashboard',
      user: testUser(ADMIN),
      routes: {
        'GET /api/v1/user/search': { body: { status: 'success', data: [{ id: 3, firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', image: null }] } },
        'GET /api/v1/user/3': { body: { status: 'success', data: grace } },
      },
    });
    await userEvent.type(screen.getByTestId('user-search'), 'grace');
    await userEvent.click(await screen.findByTestId('user-search-result', {}, { timeout: 2000 }));
    const panel = await screen.findByTestId('user-panel');
    await waitFor(() => expect(within(panel).getByTestId('user-panel-name').textContent).toBe('Grace Hopper'));
    expect(within(panel).getByTestId('user-panel-email').textContent).toBe('grace@example.com');
    expect(within(panel).getByTestId('user-panel-id').textContent).toBe('ID 3');
    expect(within(panel).getByTestId('user-panel-organisations').textContent).toContain('Demo Media');
    expect(within(panel).getByTestId('user-panel-access').textContent).toContain('REALTIME.VIEW');
    expect(within(panel).getByTestId('user-panel-domains').textContent).toContain('news.example.com');
    expect(calls.map((c) => c.url)).toContain('/api/v1/user/3');
    // The search is cleared, so its result list is gone behind the panel.
    expect((screen.getByTestId('user-search') as HTMLInputElement).value).toBe('');
  });

  it('OP-19: empty lists read "None"; closing the panel forgets the user', async () => {
    const { app } = await renderConsole({
      path: '/dashboard',
      user: testUser(ADMIN),
      routes: { 'GET /api/v1/user/3': { body: { status: 'success', data: { ...grace, organisations: [], domains: [] } } } },
    });
    await app.userPanel.open(3);
    const panel = await screen.findByTestId('user-panel');
    expect(within(panel).getByTestId('user-panel-organisations').textContent).toContain('None');
    expect(within(panel).getByTestId('user-panel-domains').textContent).toContain('None');
    await userEvent.click(within(document.body).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('user-panel')).toBeNull());
    expect([app.userPanel.userId, app.userPanel.user]).toEqual([undefined, undefined]);
  });

  it('OP-19 / SH-21: a user that cannot be loaded closes the panel and shows the error for 6000 ms', async () => {
    const { app } = makeConsole({ routes: { 'GET /api/v1/user/9': { status: 404, body: { status: 'error', error: 'not_found', message: 'View not found!' } } } });
    await app.userPanel.open(9);
    expect(app.userPanel.userId).toBeUndefined();
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'View not found!', timeout: 6000, intent: 'danger' })]);
  });
});
