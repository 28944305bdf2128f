/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransferDetail } from '../../../../plugins/transfers/common/TransferDetail';
import type { FakeCall, FakeRoutes } from '../../client/support/fakeFetch';
import { currentUrl } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { fail, ok, renderTransfers, settle, transfer } from './transfersConsole';

const SHOW = 'GET /api/v1/audiences/transfers/5';
const TOGGLE = 'POST /api/v1/audiences/transfers/toggleState';
const LIST = { 'GET /api/v1/audiences/transfers/datatable': ok({ items: [], total: 0 }) };

giveTablesAViewport();

const text = (testId: string) => screen.getByTestId(testId).textContent;
const activeSwitch = () => screen.getByLabelText('Active') as HTMLInputElement;
const shows = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/api/v1/audiences/transfers/5');

async function renderDetail(current: TransferDetail = transfer(5, 'Sports fans'), routes: FakeRoutes = {}) {
  const view = await renderTransfers('/audiences/transfer/5', { [SHOW]: ok(current), ...LIST, ...routes });
  await screen.findByTestId('transfer-detail');
  await settle();
  return view;
}

describe('/audiences/transfer/{id}', () => {
  it('TR-20, TR-21, TR-16: name, date range, active switch, assigned pixels, interests and properties by name, Edit and Delete', async () => {
    await renderDetail();
    expect(text('transfer-name')).toBe('Sports fans');
    expect(text('transfer-dates')).toBe('2026-01-01 – 2026-03-31');
    expect(activeSwitch().checked).toBe(true);
    // The pixels contract's AssignedPixels gets the ids (title, triggered, approved and the pixel dialog are its own).
    expect(within(screen.getByTestId('assigned-pixels')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pixel 7']);
    expect(text('transfer-interests')).toBe('Football');
    expect(text('transfer-properties')).toBe('Parents');
    expect(screen.getByTestId('transfer-edit').textContent).toBe('Edit');
    expect(screen.getByTestId('transfer-delete').textContent).toBe('Delete');
  });

  it('OP-53: open dates read "from", "until", or none at all; no audiences read "None"', async () => {
    await renderDetail(transfer(5, 'Open', { end_date: null, assignedInterests: [], assignedProperties: [], assignedAudiences: [] }));
    expect(text('transfer-dates')).toBe('From 2026-01-01');
    expect(text('transfer-interests')).toBe('None');
    await renderDetail(transfer(5, 'Open', { start_date: null }));
    expect(text('transfer-dates')).toBe('Until 2026-03-31');
    await renderDetail(transfer(5, 'Open', { start_date: null, end_date: null }));
    expect(text('transfer-dates')).toBe('No start or end date');
  });

  it('TR-23: the switch calls toggleState with the id and the new state and says "State changed."', async () => {
    const { app, calls } = await renderDetail(transfer(5, 'Sports fans'), { [TOGGLE]: (call) => ok(transfer(5, 'Sports fans', { active: (call.body as { newState: boolean }).newState, version: 2 })) });
    fireEvent.click(activeSwitch());
    await settle();
    expect(calls.filter((c) => c.url === '/api/v1/audiences/transfers/toggleState').map((c) => c.body)).toEqual([{ id: 5, newState: false }]);
    expect(activeSwitch().checked).toBe(false);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'State changed.', intent: 'success' });
  });

  it('TR-24, OP-73: a refused toggle is only logged, and the switch goes back', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { app } = await renderDetail(transfer(5, 'Sports fans'), { [TOGGLE]: fail(500, 'server_error', 'Toggling failed.') });
      fireEvent.click(activeSwitch());
      await settle();
      expect(activeSwitch().checked).toBe(true);
      expect(app.snackbar.messages).toEqual([]);
      expect(logged).toHaveBeenCalledWith('Changing the transfer state failed:', expect.objectContaining({ status: 500 }));
    } finally {
      logged.mockRestore();
    }
  });

  it('TR-25: a transfer that cannot be loaded leads back to the list with the not-found message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { app, router } = await renderTransfers('/audiences/transfer/999999', { ...LIST, 'GET /api/v1/audiences/transfers/999999': fail(404, 'transfer_not_found', 'Transfer not found.') });
      await waitFor(() => expect(currentUrl(router)).toBe('/audiences/transfer'));
      expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'The requested entry could not be found.', intent: 'danger', timeout: 0 });
    } finally {
      logged.mockRestore();
    }
  });

  it('TR-22, OP-74: Delete asks first (300 wide); Cancel keeps it; Delete removes it, says so and returns to the list', async () => {
    const { app, calls, router } = await renderDetail(transfer(5, 'Sports fans'), { 'DELETE /api/v1/audiences/transfers/5': ok({ id: 5 }) });
    fireEvent.click(screen.getByTestId('transfer-delete'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.style.width).toBe('300px');
    expect(text('transfer-delete-confirm')).toBe('Delete the transfer "Sports fans"?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('transfer-delete'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/audiences/transfer'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/v1/audiences/transfers/5']);
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Successfully deleted.', intent: 'success' });
  });

  it('TR-18: Edit opens the wizard on the transfer read for editing; Update sends its version, closes and shows the changed transfer', async () => {
    let current = transfer(5, 'Sports fans', { version: 3 });
    const update = (call: FakeCall) => {
      current = { ...current, ...(call.body as object), version: 4 };
      return ok(current);
    };
    const { app, calls } = await renderDetail(current, {
      [SHOW]: () => ok(current),
      'GET /api/v1/audiences/transfers/5/edit': () => ok(current),
      'PUT /api/v1/audiences/transfers/5': update,
    });
    fireEvent.click(screen.getByTestId('transfer-edit'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Edit audience transfer')).toBeTruthy();
    const name = dialog.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Sports fans');
    await userEvent.clear(name);
    await userEvent.type(name, 'Football fans');
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await settle();
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await settle();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Football fans', start_date: '2026-01-01', end_date: '2026-03-31', assignedAudiences: [2, 10], assignedPixels: [7], version: 3 });
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Successfully updated.', intent: 'success' });
    expect(shows(calls)).toHaveLength(2);
    expect(text('transfer-name')).toBe('Football fans');
  });

  it('TR-16: the interests picker changes only interests — the properties and audiences the caller no longer reads stay in assignedAudiences', async () => {
    const current = transfer(5, 'Sports fans', { assignedAudiences: [2, 10, 999], assignedInterests: [2], assignedProperties: [10, 999] });
    const { calls } = await renderDetail(current, { 'GET /api/v1/audiences/transfers/5/edit': ok(current), 'PUT /api/v1/audiences/transfers/5': ok(current) });
    fireEvent.click(screen.getByTestId('transfer-edit'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await settle();
    const interests = dialog.getByTestId('transfer-interests').closest('.bp6-tag-input') as HTMLElement;
    expect(interests.textContent).toContain('Sports › Football');
    expect((dialog.getByTestId('transfer-properties').closest('.bp6-tag-input') as HTMLElement).textContent).toContain('Parents');
    fireEvent.click(within(interests).getByRole('button', { name: 'Remove' }));
    await settle();
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await settle();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { assignedAudiences: number[] }).assignedAudiences).toEqual([10, 999]);
  });
});
