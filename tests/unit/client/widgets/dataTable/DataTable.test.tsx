/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dashboard from '../../../../../plugins/dashboard';
import type { FakeCall, FakeReply } from '../../support/fakeFetch';
import { currentUrl, renderConsole } from '../../support/renderConsole';
import { giveTablesAViewport } from '../../support/tableViewport';
import { testUser } from '../../support/testUser';
import { opened, rowsPlugin, type Row } from './rowsFixture';

const DATATABLE = 'GET /api/v1/rows/datatable';
const SETTING = '/api/v1/account/settings/dataTable.rows.pageSize';
const ADMIN = ['MODULE_ADMIN.VIEW'];
const ok = (data: unknown) => ({ body: { status: 'success', data } });

/** 42 rows on the server; a page of them as the convention answers. */
function page(call: FakeCall): FakeReply {
  const { options } = request(call);
  const ids = Array.from({ length: 42 }, (_, i) => 42 - i).slice((options.page - 1) * options.itemsPerPage, options.page * options.itemsPerPage);
  return ok({ items: ids.map((id): Row => ({ id, title: `Row ${id}`, email: `owner${id}@example.com` })), total: 42 });
}

interface Sent {
  search?: string;
  options: { page: number; itemsPerPage: number; sortBy: string[]; sortDesc: boolean[] };
  filters?: Record<string, unknown>;
}
function request(call: FakeCall): Sent {
  const params = new URL(call.url, 'http://console.test').searchParams;
  const json = (name: string) => (params.has(name) ? JSON.parse(params.get(name)!) : undefined);
  return { search: params.get('search') ?? undefined, options: json('options'), filters: json('filters') };
}
const datatableCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/v1/rows/datatable')).map(request);
const lastRequest = (calls: FakeCall[]) => datatableCalls(calls).at(-1);

async function renderRows(options: { path?: string; stored?: number | null; access?: string[]; datatable?: FakeReply | ((call: FakeCall) => FakeReply) } = {}) {
  const view = await renderConsole({
    path: options.path ?? '/rows',
    user: testUser(options.access ?? []),
    plugins: [dashboard, rowsPlugin],
    routes: {
      [DATATABLE]: options.datatable ?? page,
      [`GET ${SETTING}`]: ok(options.stored ?? null),
      [`POST ${SETTING}`]: (call: FakeCall) => ok((call.body as { value: unknown }).value),
    },
  });
  await screen.findByTestId('datatable-rows');
  await settle();
  return view;
}
giveTablesAViewport();

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
/** A header's sort button (Blueprint draws the header once per quadrant of the table). */
const sortButton = (key: string) => screen.getAllByTestId(`datatable-sort-${key}`)[0];
const cellTexts = () => [...document.querySelectorAll('.ac-datatable-cell-content')].map((c) => c.textContent);

describe('DataTable', () => {
  beforeEach(() => (opened.length = 0));

  it('CO-12, CO-13: a fresh load asks the ref’s path for page 1 at the table’s default size in its default sort, with the filters that must have a value', async () => {
    const { calls } = await renderRows();
    expect(datatableCalls(calls)).toEqual([{ search: undefined, options: { page: 1, itemsPerPage: 10, sortBy: ['id'], sortDesc: [true] }, filters: { kind: 'news' } }]);
    expect(cellTexts().slice(0, 4)).toEqual(['42', 'Row 42', '41', 'Row 41']);
    expect(screen.getByTestId('datatable-range').textContent).toBe('1–10 of 42');
    // The page size was read before the first request, so there is one request only.
    expect(calls.findIndex((c) => c.url === SETTING)).toBeLessThan(calls.findIndex((c) => c.url.startsWith('/api/v1/rows/datatable')));
  });

  it('CO-12: a chosen page size is stored for this table, starts again at page 1 and is kept after a reload', async () => {
    const { calls, router } = await renderRows();
    fireEvent.click(screen.getByTestId('datatable-next'));
    await settle();
    expect(lastRequest(calls)?.options.page).toBe(2);
    fireEvent.change(screen.getByTestId('datatable-page-size'), { target: { value: '25' } });
    await settle();
    expect(calls.filter((c) => c.method === 'POST' && c.url === SETTING).map((c) => c.body)).toEqual([{ value: 25 }]);
    expect(lastRequest(calls)?.options).toMatchObject({ page: 1, itemsPerPage: 25 });
    expect(cellTexts()).toHaveLength(25 * 2);
    expect(currentUrl(router)).toBe('/rows?rows.size=25');

    // Reloaded without the URL's size: the stored one applies.
    const reloaded = await renderRows({ stored: 25 });
    expect(datatableCalls(reloaded.calls)).toHaveLength(1);
    expect(lastRequest(reloaded.calls)?.options.itemsPerPage).toBe(25);
    expect((screen.getByTestId('datatable-page-size') as HTMLSelectElement).value).toBe('25');
  });

  it('CO-12: the page sizes offered are the ref’s; a stored size the table does not offer is ignored', async () => {
    const { calls } = await renderRows({ stored: 7 });
    expect([...(screen.getByTestId('datatable-page-size') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '25', '50', '100']);
    expect(lastRequest(calls)?.options.itemsPerPage).toBe(10);
  });

  it('CO-13: a sortable header toggles ascending and descending; a column outside the sort keys cannot sort', async () => {
    const { calls } = await renderRows({ access: ADMIN });
    fireEvent.click(sortButton('title'));
    await settle();
    expect(lastRequest(calls)?.options).toMatchObject({ page: 1, sortBy: ['title'], sortDesc: [false] });
    fireEvent.click(sortButton('title'));
    await settle();
    expect(lastRequest(calls)?.options).toMatchObject({ sortBy: ['title'], sortDesc: [true] });
    expect(sortButton('title').getAttribute('aria-label')).toBe('Title, sorted descending');
    fireEvent.click(sortButton('id'));
    await settle();
    expect(lastRequest(calls)?.options).toMatchObject({ sortBy: ['id'], sortDesc: [false] });
    expect(screen.getAllByText('E-mail').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('datatable-sort-email')).toBeNull();
  });

  it('TR-06: typed search waits 500 ms and sends one request; Enter makes it a chip; chips search together and each can be removed', async () => {
    const { calls } = await renderRows();
    const input = screen.getByRole('textbox', { name: 'Search…' });
    for (const text of ['n', 'ne', 'new', 'news']) fireEvent.change(input, { target: { value: text } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(datatableCalls(calls)).toHaveLength(1);
    await waitFor(() => expect(lastRequest(calls)?.search).toBe('news'));
    expect(datatableCalls(calls).filter((r) => r.search)).toHaveLength(1);

    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(screen.getByText('news', { selector: '.bp6-tag *' })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    // The chip is the text already searched: no new request.
    expect(datatableCalls(calls).filter((r) => r.search)).toHaveLength(1);

    fireEvent.change(input, { target: { value: 'sport' } });
    await waitFor(() => expect(lastRequest(calls)?.search).toBe('news sport'));
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(within(screen.getByText('news', { selector: '.bp6-tag *' }).closest('.bp6-tag')!).getByRole('button', { name: 'Remove' }));
    await settle();
    expect(lastRequest(calls)).toMatchObject({ search: 'sport', options: { page: 1 } });
  });

  it('management §2: a clearable filter is set and cleared; one that must have a value is always sent and cannot be cleared', async () => {
    const { calls } = await renderRows();
    fireEvent.click(screen.getByTestId('datatable-filters'));
    const menu = await screen.findByTestId('datatable-filter-menu');
    fireEvent.click(within(menu).getByRole('button', { name: 'at least 500' }));
    await settle();
    expect(lastRequest(calls)?.filters).toEqual({ kind: 'news', minimum: 500 });
    fireEvent.change(within(screen.getByTestId('datatable-filter-menu')).getByRole('combobox', { name: 'Kind' }), { target: { value: 'sport' } });
    await settle();
    expect(lastRequest(calls)?.filters).toEqual({ kind: 'sport', minimum: 500 });

    expect(screen.getByTestId('datatable-filter-kind').textContent).toBe('Kind: sport');
    expect(within(screen.getByTestId('datatable-filter-kind')).queryByRole('button')).toBeNull();
    fireEvent.click(within(screen.getByTestId('datatable-filter-minimum')).getByRole('button', { name: 'Remove' }));
    await settle();
    expect(lastRequest(calls)?.filters).toEqual({ kind: 'sport' });
    expect(screen.queryByTestId('datatable-filter-minimum')).toBeNull();
  });

  it('the table’s state is in the URL under its id: a reload of that URL sends the same request, back and forward restore it', async () => {
    const { calls, router } = await renderRows();
    fireEvent.click(sortButton('title'));
    await settle();
    fireEvent.click(screen.getByTestId('datatable-next'));
    await settle();
    fireEvent.click(screen.getByTestId('datatable-filters'));
    fireEvent.click(within(await screen.findByTestId('datatable-filter-menu')).getByRole('button', { name: 'at least 100' }));
    await settle();
    fireEvent.click(screen.getByTestId('datatable-next'));
    await settle();
    const shown = lastRequest(calls);
    expect(shown).toEqual({ search: undefined, options: { page: 2, itemsPerPage: 10, sortBy: ['title'], sortDesc: [false] }, filters: { kind: 'news', minimum: 100 } });
    const url = currentUrl(router);
    expect(new URLSearchParams(url.split('?')[1]).get('rows.page')).toBe('2');

    await act(async () => void router.navigate(-1));
    await settle();
    expect(lastRequest(calls)).toEqual({ ...shown, options: { ...shown!.options, page: 1 } });
    await act(async () => void router.navigate(-1));
    await settle();
    expect(lastRequest(calls)?.options).toMatchObject({ page: 2, sortBy: ['title'] });
    expect(lastRequest(calls)?.filters).toEqual({ kind: 'news' });
    await act(async () => void router.navigate(2));
    await settle();
    expect(lastRequest(calls)).toEqual(shown);
    expect(currentUrl(router)).toBe(url);

    // A reload (or a shared link): another session, another stored size, the same rows.
    const reloaded = await renderRows({ path: url, stored: 50 });
    expect(datatableCalls(reloaded.calls)).toEqual([shown]);
  });

  it('a page beyond the rows (an old link, rows deleted) shows the last page instead, replacing the history entry', async () => {
    const { calls, router } = await renderRows({ path: '/rows?rows.page=9&rows.size=10' });
    await settle();
    expect(datatableCalls(calls).map((r) => r.options.page)).toEqual([9, 5]);
    expect(currentUrl(router)).toBe('/rows?rows.page=5&rows.size=10');
    expect(cellTexts().slice(0, 2)).toEqual(['2', 'Row 2']);
  });

  it('TR-07: a failed load (4xx or 5xx) shows its error in a red snackbar that stays; the next failure replaces it', async () => {
    let status = 500;
    const { app, calls } = await renderRows({ datatable: () => ({ status, body: { status: 'error', error: 'server_error', message: 'Database down' } }) });
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ intent: 'danger', timeout: 0 })]);
    expect(await screen.findByText(app.snackbar.messages[0].message)).toBeTruthy();
    expect(screen.getByTestId('datatable-failed')).toBeTruthy();

    status = 422;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(datatableCalls(calls)).toHaveLength(2);
    expect(app.snackbar.messages).toHaveLength(1);
    expect(app.snackbar.messages[0]).toMatchObject({ intent: 'danger', timeout: 0 });
  });

  it('an empty result shows the empty state, not a table', async () => {
    await renderRows({ datatable: ok({ items: [], total: 0 }) });
    expect(screen.getByTestId('datatable-empty').textContent).toContain('No entries found');
    expect(document.querySelector('.bp6-table-container')).toBeNull();
    expect(screen.getByTestId('datatable-range').textContent).toBe('0–0 of 0');
  });

  it('PM-39: a column whose permission rule the user lacks is not shown', async () => {
    await renderRows();
    expect(screen.queryByText('E-mail')).toBeNull();
    expect(cellTexts()).not.toContain('owner42@example.com');
    await renderRows({ access: ADMIN });
    expect(screen.getAllByText('E-mail').length).toBeGreaterThan(0);
    expect(cellTexts()).toContain('owner42@example.com');
  });

  it('TR-04: a row click opens the row; from the keyboard, the arrow keys move the focused row and Enter opens it', async () => {
    await renderRows();
    fireEvent.click(screen.getByText('Row 40'));
    expect(opened.map((r) => r.id)).toEqual([40]);
    const table = document.querySelector<HTMLElement>('.bp6-table-container')!;
    expect(table.tabIndex).toBe(0);
    table.focus();
    fireEvent.keyDown(table, { key: 'ArrowDown' });
    fireEvent.keyDown(table, { key: 'Enter' });
    expect(opened.map((r) => r.id)).toEqual([40, 41]);
  });

  it('a new refresh key loads the page in force again, keeping its rows on screen while it loads', async () => {
    let total = 42;
    const { calls } = await renderRows({ datatable: (call) => ({ body: { status: 'success', data: { ...(page(call).body as { data: object }).data, total } } }) });
    fireEvent.click(screen.getByTestId('datatable-next'));
    await settle();
    total = 41;
    fireEvent.click(screen.getByRole('button', { name: 'Changed' }));
    expect(screen.getByTestId('datatable-loading')).toBeTruthy();
    expect(cellTexts()).toContain('Row 32');
    await settle();
    expect(datatableCalls(calls).map((r) => r.options.page)).toEqual([1, 2, 2]);
    expect(screen.getByTestId('datatable-range').textContent).toBe('11–20 of 41');
  });

  it('IN-01: its texts follow the interface language', async () => {
    await renderConsole({ path: '/rows', language: 'de', user: testUser([]), plugins: [dashboard, rowsPlugin], routes: { [DATATABLE]: page, [`GET ${SETTING}`]: ok(null) } });
    await screen.findByTestId('datatable-rows');
    await settle();
    expect(screen.getByRole('textbox', { name: 'Suchen…' })).toBeTruthy();
    expect(screen.getByTestId('datatable-range').textContent).toBe('1–10 von 42');
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
  });
});
