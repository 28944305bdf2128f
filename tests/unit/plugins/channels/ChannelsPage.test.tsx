/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaleUpdateError } from '../../../../core/server/entities/StaleUpdateError';
import channels from '../../../../plugins/channels';
import type { Channel } from '../../../../plugins/channels/common/Channel';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall, FakeReply, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { testUser } from '../../client/support/testUser';

const MANAGE_CHANNELS = ['CHANNELS.VIEW', 'CHANNELS.CREATE', 'CHANNELS.EDIT', 'CHANNELS.DELETE', 'MODULE_ACCOUNT.VIEW'];
const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
const fail = (status: number, error: string, message: string, errors?: Record<string, string[]>): FakeReply => ({ status, body: { status: 'error', error, message, errors } });

function channel(id: number, title: string, version = 1): Channel {
  const at = '2026-01-01T00:00:00.000Z';
  return { id, title, path: `/${title.toLowerCase()}`, created_at: at, version, email: null, auditInformation: { auditable_id: id, created_at: at, created_email: null, modified_at: at, modified_email: null } };
}

/** The channels server: the datatable pages `rows` id descending; the other calls are each test's. */
async function renderChannels(rows: Channel[], routes: FakeRoutes = {}, permissions = MANAGE_CHANNELS) {
  const datatable = (call: FakeCall) => {
    const { page, itemsPerPage } = JSON.parse(new URL(call.url, 'http://console.test').searchParams.get('options')!) as { page: number; itemsPerPage: number };
    const sorted = [...rows].sort((a, b) => b.id - a.id);
    return ok({ items: sorted.slice((page - 1) * itemsPerPage, page * itemsPerPage), total: rows.length });
  };
  const view = await renderConsole({
    path: '/account/channels',
    user: testUser(permissions),
    plugins: [dashboard, monitoring, channels],
    routes: { 'GET /api/v1/channels/datatable': datatable, 'GET /api/v1/account/settings/dataTable.channels.pageSize': ok(null), ...routes },
  });
  await screen.findByTestId('datatable-channels');
  await settle();
  return view;
}

giveTablesAViewport();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const cellTexts = () => [...document.querySelectorAll('.ac-datatable-cell-content')].map((c) => c.textContent);
const datatableCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/v1/channels/datatable'));
const dialog = () => within(screen.getByRole('dialog'));

describe('/account/channels', () => {
  it('CH-08, OP-65: the channels datatable is asked for page 1 of 10, id descending; rows show title, path and created at, a row click opens its edit dialog', async () => {
    const { calls } = await renderChannels([channel(1, 'Sport'), channel(2, 'Politics')]);
    const options = JSON.parse(new URL(datatableCalls(calls)[0].url, 'http://console.test').searchParams.get('options')!);
    expect(options).toEqual({ page: 1, itemsPerPage: 10, sortBy: ['id'], sortDesc: [true] });
    expect(cellTexts().slice(0, 2)).toEqual(['Politics', '/politics']);
    expect(cellTexts()[2]).toBe(new Date('2026-01-01T00:00:00.000Z').toLocaleString('en'));
    fireEvent.click(screen.getByText('Politics'));
    expect(dialog().getByText('Edit channel')).toBeTruthy();
    expect((dialog().getByLabelText('Title') as HTMLInputElement).value).toBe('Politics');
  });

  it("issue 14: an admin (viewModuleAdmin), who sees every organisation's channels, gets the owner's e-mail column; a member does not", async () => {
    const owned = { ...channel(1, 'Sport'), email: 'owner@demo.test' };
    const member = await renderChannels([owned]);
    expect(cellTexts()).not.toContain('owner@demo.test');
    member.view.unmount();
    await renderChannels([owned], {}, [...MANAGE_CHANNELS, 'MODULE_ADMIN.VIEW']);
    expect(cellTexts().slice(0, 2)).toEqual(['owner@demo.test', 'Sport']);
  });

  it('CH-01, CH-06, ER-14: Add creates with title and path, says "Channel created" and loads the list again; a 422 keeps the dialog open with the server’s field errors', async () => {
    const rows = [channel(1, 'Sport')];
    let refuse = true;
    const create = (call: FakeCall) => {
      if (refuse) return fail(422, 'validation_failed', 'Invalid value', { path: ['Path is taken.'] });
      rows.push({ ...channel(2, 'Culture'), ...(call.body as object) });
      return ok(rows[1]);
    };
    const { app, calls } = await renderChannels(rows, { 'POST /api/v1/channels/create': create });
    fireEvent.click(screen.getByTestId('channel-add'));
    expect(dialog().getByText('Add channel')).toBeTruthy();
    expect(screen.getByRole('dialog').style.width).toBe('800px');
    expect(screen.getByTestId('channel-path-hint').textContent).toContain('/sport');
    await userEvent.type(dialog().getByLabelText('Title'), 'Culture');
    await userEvent.type(dialog().getByLabelText('Path'), '/sport{Enter}');
    expect(await dialog().findByText('Path is taken.')).toBeTruthy();
    expect(app.snackbar.messages).toEqual([]);

    refuse = false;
    await userEvent.clear(dialog().getByLabelText('Path'));
    await userEvent.type(dialog().getByLabelText('Path'), '/culture{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { title: 'Culture', path: '/sport' },
      { title: 'Culture', path: '/culture' },
    ]);
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'Channel created', intent: 'success' })]);
    await settle();
    expect(datatableCalls(calls)).toHaveLength(2);
    expect(cellTexts()[0]).toBe('Culture');
  });

  it('CH-07, OP-74: delete asks first: Cancel keeps the row; Delete removes it, says "Channel deleted" and loads the list again; a failure shows a red snackbar that stays', async () => {
    const rows = [channel(1, 'Sport'), channel(2, 'Politics')];
    let deletes = 0;
    const remove = (id: number) => () => {
      deletes += 1;
      if (deletes > 1) return fail(500, 'server_error', 'Deleting failed.');
      rows.splice(rows.findIndex((c) => c.id === id), 1);
      return ok({ id });
    };
    const { app, calls } = await renderChannels(rows, { 'DELETE /api/v1/channels/2': remove(2), 'DELETE /api/v1/channels/1': remove(1) });
    fireEvent.click(screen.getAllByTestId('channel-delete')[0]);
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByTestId('channel-delete-confirm').textContent).toBe('Delete the channel "Politics"?');
    expect(screen.queryByRole('dialog')).toBeNull(); // the button in the row does not open the row
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getAllByTestId('channel-delete')[0]);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await settle();
    await settle();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/v1/channels/2']);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Channel deleted', intent: 'success' });
    expect(cellTexts().slice(0, 1)).toEqual(['Sport']);

    fireEvent.click(screen.getAllByTestId('channel-delete')[0]);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(app.snackbar.messages.at(-1)).toMatchObject({ intent: 'danger', timeout: 0 });
    expect(cellTexts().slice(0, 1)).toEqual(['Sport']);
  });

  it('issue 14: an edit sends the version it started from and says "Successfully updated."; a stale one (409) shows who changed it and Reload brings the current values and version', async () => {
    let current = channel(1, 'Sport', 2);
    const changedBy = new StaleUpdateError({ version: 3, modified_email: 'ada@example.com', modified_at: new Date('2026-11-26T10:00:00Z') }).toBody();
    const update = (call: FakeCall) => {
      const body = call.body as { title: string; path: string; version: number };
      if (body.version !== current.version) return { status: 409, body: changedBy };
      current = { ...current, ...body, version: current.version + 1 };
      return ok(current);
    };
    const rows = [current];
    const { app, calls } = await renderChannels(rows, { 'PUT /api/v1/channels/1': update, 'GET /api/v1/channels/1': () => ok(current) });
    fireEvent.click(screen.getByText('Sport'));
    // Someone else saves meanwhile.
    current = { ...current, title: 'Sports', version: 3 };
    await userEvent.clear(dialog().getByLabelText('Title'));
    await userEvent.type(dialog().getByLabelText('Title'), 'Football{Enter}');
    const stale = await dialog().findByTestId('stale-update');
    expect(stale.textContent).toContain('ada@example.com changed this entry at');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Football', path: '/sport', version: 2 });

    fireEvent.click(dialog().getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((dialog().getByLabelText('Title') as HTMLInputElement).value).toBe('Sports'));
    expect(dialog().queryByTestId('stale-update')).toBeNull();
    await userEvent.clear(dialog().getByLabelText('Title'));
    await userEvent.type(dialog().getByLabelText('Title'), 'Football{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ title: 'Football', path: '/sport', version: 3 });
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Successfully updated.', intent: 'success' });
  });
});
