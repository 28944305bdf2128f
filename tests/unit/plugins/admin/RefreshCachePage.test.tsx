/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import admin from '../../../../plugins/admin';
import type { UserLight } from '../../../../plugins/admin/common/UserLight';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const MANAGE_CACHE = ['USER_CACHE.DELETE', 'RETARGETING_CACHE.DELETE', 'MODULE_ADMIN.VIEW'];
const REFRESH_USERS = 'POST /api/v1/users/refreshUsers';
const REFRESH_RETARGETING = 'POST /api/v1/users/refreshRetargetingCache';
const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
const fail = (status: number, error: string, message: string): FakeReply => ({ status, body: { status: 'error', error, message } });

const USERS: UserLight[] = [
  { id: 1, email: 'admin@demo.test', firstname: 'Ada', lastname: 'Admin', image: null, domains: ['news.example.com'] },
  { id: 2, email: 'analyst@demo.test', firstname: 'Ann', lastname: 'Analyst', image: null, domains: ['news.example.com', 'sport.example.com'] },
];

async function renderRefresh(routes: FakeRoutes = {}, permissions = MANAGE_CACHE) {
  const view = await renderConsole({
    path: '/admin/manage/refresh-cache',
    user: testUser(permissions),
    plugins: [dashboard, monitoring, admin],
    routes: {
      'GET /api/v1/users/getUsers': ok(USERS),
      [REFRESH_USERS]: (call: FakeCall) => ok({ users: (call.body as { all?: boolean }).all ? USERS.length : 1 }),
      [REFRESH_RETARGETING]: (call: FakeCall) => ok({ type: (call.body as { type: string }).type, caches: ['pixels', 'ads'] }),
      ...routes,
    },
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

const bodiesTo = (calls: FakeCall[], route: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === route).map((c) => c.body);

describe('/admin/manage/refresh-cache', () => {
  it('AP-13, AP-14, AP-16, OP-63: a user picked by e-mail is refreshed with POST refreshUsers {userId}; the success text shows', async () => {
    const { app, calls } = await renderRefresh();
    expect(screen.getByTestId('refresh-users')).toBeTruthy();
    expect(screen.getByTestId('refresh-retargeting')).toBeTruthy();
    await userEvent.type(screen.getByTestId('refresh-user-find'), 'analyst');
    fireEvent.click(await screen.findByText('analyst@demo.test (Ann Analyst, #2)'));
    expect((screen.getByTestId('field-userId') as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByTestId('refresh-user-submit'));
    await waitFor(() => expect(bodiesTo(calls, REFRESH_USERS)).toEqual([{ userId: 2 }]));
    await waitFor(() => expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'User cache refreshed', intent: 'success' })]));
  });

  it('OP-63: a typed user id is refreshed too (Enter sends it); no id is refused on the field and sends nothing', async () => {
    const { calls } = await renderRefresh();
    fireEvent.click(screen.getByTestId('refresh-user-submit'));
    expect(await screen.findByText('User id is required.')).toBeTruthy();
    expect(bodiesTo(calls, REFRESH_USERS)).toEqual([]);
    await userEvent.type(screen.getByTestId('field-userId'), '17{Enter}');
    await waitFor(() => expect(bodiesTo(calls, REFRESH_USERS)).toEqual([{ userId: 17 }]));
  });

  it('OP-63, AP-14: all users are refreshed only after the confirmation (Cancel sends nothing), with POST refreshUsers {all: true}', async () => {
    const { app, calls } = await renderRefresh();
    fireEvent.click(screen.getByTestId('refresh-all-users'));
    expect(screen.getByTestId('refresh-all-users-confirm').textContent).toBe('Refresh the sessions of all 2 users?');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('refresh-all-users-confirm')).toBeNull());
    expect(bodiesTo(calls, REFRESH_USERS)).toEqual([]);

    fireEvent.click(screen.getByTestId('refresh-all-users'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByText('Refresh all users'));
    await waitFor(() => expect(bodiesTo(calls, REFRESH_USERS)).toEqual([{ all: true }]));
    await waitFor(() => expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'User cache refreshed', intent: 'success' })]));
  });

  it('AP-15, AP-16: the retargeting cache of domains (default) or visitors is refreshed with POST refreshRetargetingCache {type}; the success text and what was dropped show', async () => {
    const { app, calls } = await renderRefresh();
    fireEvent.click(screen.getByTestId('refresh-retargeting-submit'));
    await waitFor(() => expect(bodiesTo(calls, REFRESH_RETARGETING)).toEqual([{ type: 'domains' }]));
    await waitFor(() => expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Retargeting cache refreshed', intent: 'success' })]));
    expect(screen.getByTestId('refreshed-caches').textContent).toBe('Domains (pixels, transfers, trackings, ads, mapping rules): pixels, ads refreshed.');

    fireEvent.change(within(screen.getByTestId('refresh-retargeting')).getByRole('combobox'), { target: { value: 'visitors' } });
    fireEvent.click(screen.getByTestId('refresh-retargeting-submit'));
    await waitFor(() => expect(bodiesTo(calls, REFRESH_RETARGETING)).toEqual([{ type: 'domains' }, { type: 'visitors' }]));
  });

  it('AP-16: a refused refresh shows its error message in the red snackbar', async () => {
    const { app } = await renderRefresh({ [REFRESH_RETARGETING]: fail(500, 'server_error', 'An unexpected error has occurred. Please try again or contact support.') });
    fireEvent.click(screen.getByTestId('refresh-retargeting-submit'));
    await waitFor(() => expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'An unexpected error has occurred. Please try again or contact support.', intent: 'danger' })]));
  });

  it('manageCache: without RETARGETING_CACHE.DELETE the route is the 403 page and no user is loaded', async () => {
    const { calls } = await renderRefresh({}, ['USER_CACHE.DELETE', 'MODULE_ADMIN.VIEW']);
    expect(screen.queryByTestId('refresh-cache-page')).toBeNull();
    expect(calls.filter((c) => c.url.includes('getUsers'))).toEqual([]);
  });
});
