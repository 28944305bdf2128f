/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import audiences from '../../../../plugins/audiences';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall, FakeRoutes } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { testUser } from '../../client/support/testUser';
import { DEFINE_ACCESS, fail, metaTag, ok, queryOf } from './mappingFixtures';

const ROWS = Array.from({ length: 12 }, (_, i) => metaTag(`Sport ${i + 1}`, i === 0 ? -1 : 1000 * (12 - i), i === 1 ? { affinity_score: 7, audiences: [{ id: 1, text: 'Sports' }], mappings: 1 } : {}));

async function renderBehaviour(routes: FakeRoutes = {}) {
  const view = await renderConsole({
    path: '/audiences/define/surf-behaviour',
    user: testUser(DEFINE_ACCESS),
    plugins: [dashboard, monitoring, audiences],
    routes: {
      'GET /api/v1/metaTags/getAvailableFields': ok(['og:title', 'keywords', 'article:section']),
      'GET /api/v1/metaTags/getMetaTags': ok(ROWS),
      'GET /api/v1/metaTags/getDistinctVisitors': ok({ visitors: 777 }),
      'GET /api/v1/audiences/getAudiences': ok([]),
      'GET /api/v1/audiences/getAssignedAudiences': ok([]),
      ...routes,
    },
  });
  await screen.findByTestId('surf-behaviour-page');
  await settle();
  return view;
}

giveTablesAViewport();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const wait = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
const headers = () => [...new Set([...document.querySelectorAll('.bp6-table-column-name-text')].map((h) => h.textContent))];
const cellTexts = () => [...document.querySelectorAll('.ac-datatable-cell-content')].map((c) => c.textContent);
/** getMetaTags' queries, filters parsed. */
const metaTagCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/v1/metaTags/getMetaTags')).map((c) => {
    const query = queryOf(c);
    return { ...query, filters: JSON.parse(query.filters) };
  });

describe('/audiences/define/surf-behaviour', () => {
  it('MT-09, MT-10, MT-11, MT-15, MT-17: a fresh page asks getMetaTags for og:title, the top 10, today, every mapping; the field shows og:title; 10 rows a page', async () => {
    const { calls } = await renderBehaviour();
    expect(metaTagCalls(calls)).toEqual([{ key: 'og:title', top: '10', filters: { timeframe: 'today', mappings: 'all' } }]);
    expect((screen.getByTestId('mapping-field-type') as HTMLInputElement).value).toBe('og:title');
    const top = screen.getByRole('slider', { name: 'Top results' });
    expect([top.getAttribute('aria-valuemin'), top.getAttribute('aria-valuemax'), top.getAttribute('aria-valuenow')]).toEqual(['1', '100', '10']);
    expect(screen.getByTestId('datatable-filter-timeframe').textContent).toBe('Timeframe: Today');
    expect(screen.getByTestId('datatable-filter-mappings').textContent).toBe('Mappings: All');
    expect(screen.getAllByTestId('meta-tag-visitors')).toHaveLength(10);
    expect(screen.getByTestId('datatable-range').textContent).toBe('1–10 of 12');
    fireEvent.click(screen.getByTestId('datatable-next'));
    expect(screen.getAllByTestId('meta-tag-visitors')).toHaveLength(2);
  });

  it('MT-11: the filters are timeframe, min visitors (10k, 100k, 1m; clearable) and mappings; a choice asks again', async () => {
    const { calls } = await renderBehaviour();
    fireEvent.click(screen.getByTestId('datatable-filters'));
    const menu = within(await screen.findByTestId('datatable-filter-menu'));
    expect(menu.getAllByRole('combobox').map((s) => s.getAttribute('aria-label'))).toEqual(['Timeframe', 'Minimum visitors', 'Mappings']);
    expect([...(menu.getByLabelText('Minimum visitors') as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.text)).toEqual(['at least 10k', 'at least 100k', 'at least 1m']);
    fireEvent.change(menu.getByLabelText('Minimum visitors'), { target: { value: '100000' } });
    fireEvent.change(menu.getByLabelText('Timeframe'), { target: { value: 'last7Days' } });
    await settle();
    expect(metaTagCalls(calls).at(-1)!.filters).toEqual({ timeframe: 'last7Days', mappings: 'all', minVisitors: 100000 });
    fireEvent.click(within(screen.getByTestId('datatable-filter-minVisitors')).getByRole('button'));
    await settle();
    expect(metaTagCalls(calls).at(-1)!.filters).toEqual({ timeframe: 'last7Days', mappings: 'all' });
  });

  it('MT-12, MT-14, OP-68: the columns are key, value, visitors, affinity, mappings, created at; visitors not counted (negative) show "–" beside the count button', async () => {
    await renderBehaviour();
    expect(headers()).toEqual(['Key', 'Value', 'Visitors', 'Affinity', 'Mappings', 'Created at']);
    const created = new Date(ROWS[0].created_at).toLocaleString('en');
    expect(cellTexts().slice(0, 12)).toEqual(['og:title', 'Sport 1', '–', '', '', created, 'og:title', 'Sport 2', '11k', '7', 'Sports', created]);
    expect(screen.getAllByRole('button', { name: 'Count distinct visitors' })).toHaveLength(10);
  });

  it('MT-13: the row’s button asks getDistinctVisitors with key, value and the timeframe and fills the cell; the row does not open', async () => {
    const { calls } = await renderBehaviour();
    fireEvent.click(screen.getAllByRole('button', { name: 'Count distinct visitors' })[0]);
    await settle();
    const asked = calls.filter((c) => c.url.startsWith('/api/v1/metaTags/getDistinctVisitors')).map(queryOf);
    expect(asked).toEqual([{ key: 'og:title', value: 'Sport 1', exact: 'true', filters: JSON.stringify({ timeframe: 'today' }) }]);
    expect(screen.getAllByTestId('meta-tag-visitors')[0].textContent).toBe('777');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('MT-13, OP-68: a row whose value has stars of its own asks for exactly that tag: the value as it is, exact, no logic', async () => {
    const { calls } = await renderBehaviour({ 'GET /api/v1/metaTags/getMetaTags': ok([metaTag('*Starred*', -1), metaTag('Starred', 5)]) });
    fireEvent.click(screen.getAllByRole('button', { name: 'Count distinct visitors' })[0]);
    await settle();
    const asked = calls.filter((c) => c.url.startsWith('/api/v1/metaTags/getDistinctVisitors')).map(queryOf);
    expect(asked).toEqual([{ key: 'og:title', value: '*Starred*', exact: 'true', filters: JSON.stringify({ timeframe: 'today' }) }]);
    expect(screen.getAllByTestId('meta-tag-visitors').map((c) => c.textContent)).toEqual(['777', '5']);
  });

  it('MT-16: the search waits 250 ms after the last keystroke and sends one request', async () => {
    const { calls } = await renderBehaviour();
    const search = screen.getByRole('textbox', { name: 'Search…' });
    for (const typed of ['s', 'sp', 'spo']) {
      fireEvent.change(search, { target: { value: typed } });
      await wait(100);
    }
    await wait(100);
    expect(metaTagCalls(calls)).toHaveLength(1);
    await wait(100);
    expect(metaTagCalls(calls).slice(1)).toEqual([{ key: 'og:title', top: '10', search: 'spo', filters: { timeframe: 'today', mappings: 'all' } }]);
  });

  it('MT-09, MT-10: another field type (the keys seen) and a new top, once the slider is let go, ask again', async () => {
    const { calls } = await renderBehaviour();
    const field = screen.getByTestId('mapping-field-type');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'key' } });
    expect(screen.getAllByTestId('mapping-field-type-suggestion').map((o) => o.textContent)).toEqual(['keywords']);
    fireEvent.click(screen.getByText('keywords'));
    await settle();
    expect(metaTagCalls(calls).at(-1)).toMatchObject({ key: 'keywords', top: '10' });

    const top = screen.getByRole('slider', { name: 'Top results' });
    fireEvent.keyDown(top, { key: 'ArrowRight' });
    fireEvent.keyDown(top, { key: 'ArrowRight' });
    await settle();
    expect(metaTagCalls(calls)).toHaveLength(2);
    fireEvent.keyUp(top, { key: 'ArrowRight' });
    await settle();
    expect(metaTagCalls(calls).at(-1)).toMatchObject({ key: 'keywords', top: '12' });
  });

  it('MT-18: a failed load shows the server’s message in a red snackbar that does not hide by itself', async () => {
    const { app } = await renderBehaviour({ 'GET /api/v1/metaTags/getMetaTags': fail(500, 'server_error', 'The event store is busy.') });
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'The event store is busy.', intent: 'danger', timeout: 0 })]);
    expect(screen.getByTestId('datatable-empty')).toBeTruthy();
  });
});
