/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeCall } from '../../client/support/fakeFetch';
import { currentUrl } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { fail, MANAGE_TRANSFERS, ok, renderTransfers, settle, transfer } from './transfersConsole';

const ROWS = [transfer(1, 'Sports fans'), transfer(2, 'Travel remarketing', { start_date: null, end_date: null, active: false })];
const LIST = '/api/v1/audiences/transfers/datatable';

/** The transfers server's datatable: `rows` id descending, one page. */
const datatable = (rows = ROWS) => () => ok({ items: [...rows].sort((a, b) => b.id - a.id), total: rows.length });
const sent = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.url.startsWith(LIST))
    .map((c) => {
      const query = new URL(c.url, 'http://console.test').searchParams;
      return { search: query.get('search') ?? undefined, options: JSON.parse(query.get('options')!), filters: JSON.parse(query.get('filters') ?? '{}') };
    });
const headers = () => [...new Set([...document.querySelectorAll('.bp6-table-column-name-text')].map((h) => h.textContent))];
const cellTexts = () => [...document.querySelectorAll('.ac-datatable-cell-content')].map((c) => c.textContent);

giveTablesAViewport();

describe('/audiences/transfer', () => {
  it('TR-02, TR-03, TR-05: a fresh list asks for 10 transfers, id descending; search, filter menu and create are there; columns id, name, start and end date', async () => {
    const { calls } = await renderTransfers('/audiences/transfer', { [`GET ${LIST}`]: datatable() });
    expect(sent(calls)).toEqual([{ search: undefined, options: { page: 1, itemsPerPage: 10, sortBy: ['id'], sortDesc: [true] }, filters: {} }]);
    expect(screen.getByRole('textbox', { name: 'Search…' })).toBeTruthy();
    expect(screen.getByTestId('datatable-filters')).toBeTruthy();
    expect(screen.getByTestId('transfer-create').textContent).toBe('Create transfer');
    expect(headers()).toEqual(['ID', 'Name', 'Start date', 'End date']);
    expect(cellTexts()).toEqual(['2', 'Travel remarketing', '', '', '1', 'Sports fans', '2026-01-01', '2026-03-31']);
  });

  it('TR-03: an admin (viewModuleAdmin) also sees the owner’s e-mail', async () => {
    await renderTransfers('/audiences/transfer', { [`GET ${LIST}`]: datatable() }, [...MANAGE_TRANSFERS, 'MODULE_ADMIN.VIEW']);
    expect(headers()).toEqual(['ID', 'E-mail', 'Name', 'Start date', 'End date']);
    expect(cellTexts().slice(0, 2)).toEqual(['2', 'owner@demo.test']);
  });

  it('TR-02: whoever may only view transfers gets the list without the create button', async () => {
    await renderTransfers('/audiences/transfer', { [`GET ${LIST}`]: datatable() }, ['AUDIENCE_TRANSFERS.VIEW', 'MODULE_DMP.VIEW']);
    expect(cellTexts()).toContain('Sports fans');
    expect(screen.queryByTestId('transfer-create')).toBeNull();
  });

  it('TR-04: a row click opens the transfer’s detail', async () => {
    const { router } = await renderTransfers('/audiences/transfer', { [`GET ${LIST}`]: datatable(), 'GET /api/v1/audiences/transfers/1': ok(ROWS[0]) });
    fireEvent.click(screen.getByText('Sports fans'));
    await settle();
    expect(currentUrl(router)).toBe('/audiences/transfer/1');
    expect(await screen.findByTestId('transfer-detail')).toBeTruthy();
  });

  it('TR-06: the search waits 500 ms after the last keystroke, then asks once', async () => {
    const { calls } = await renderTransfers('/audiences/transfer', { [`GET ${LIST}`]: datatable() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search…' }), 'spo');
    await settle();
    expect(sent(calls)).toHaveLength(1);
    await waitFor(() => expect(sent(calls)).toHaveLength(2), { timeout: 2000 });
    expect(sent(calls)[1].search).toBe('spo');
  });

  it('OP-51: the filter menu filters by active state and by a date range; each can be cleared', async () => {
    const { calls } = await renderTransfers('/audiences/transfer', { [`GET ${LIST}`]: datatable() });
    fireEvent.click(screen.getByTestId('datatable-filters'));
    const menu = within(await screen.findByTestId('datatable-filter-menu'));
    const state = menu.getByLabelText('State') as HTMLSelectElement;
    expect([...state.options].filter((o) => !o.disabled).map((o) => o.text)).toEqual(['Active', 'Inactive']);
    fireEvent.change(state, { target: { value: 'inactive' } });
    await settle();
    expect(sent(calls).at(-1)!.filters).toEqual({ state: 'inactive' });
    expect(screen.getByTestId('datatable-filter-state').textContent).toBe('State: Inactive');
    expect(menu.getByLabelText('Running on or after')).toBeTruthy();
    expect(menu.getByLabelText('Running on or before')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('datatable-filter-state')).getByRole('button'));
    await settle();
    expect(sent(calls).at(-1)!.filters).toEqual({});
  });

  it('OP-51: a date range in the URL is sent as from and to', async () => {
    const filters = encodeURIComponent(JSON.stringify({ from: '2026-02-01', to: '2026-02-28' }));
    const { calls } = await renderTransfers(`/audiences/transfer?transfers.filters=${filters}`, { [`GET ${LIST}`]: datatable() });
    expect(sent(calls)[0].filters).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('TR-07: a failed load shows the error in a red snackbar that stays', async () => {
    const { app } = await renderTransfers('/audiences/transfer', { [`GET ${LIST}`]: fail(500, 'datatable_failed', 'The list could not be read.') });
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'The list could not be read.', intent: 'danger', timeout: 0 });
  });
});
