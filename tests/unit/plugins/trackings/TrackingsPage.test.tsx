/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentUrl } from '../../client/support/renderConsole';
import { giveTablesAViewport } from '../../client/support/tableViewport';
import { callsTo, datatable, fail, listItem, ok, renderTrackings, settle, tracking, TRACKING_MANAGER } from './renderTrackings';

giveTablesAViewport();
const cellTexts = () => [...document.querySelectorAll('.ac-datatable-cell-content')].map((c) => c.textContent);
const ROWS = [listItem(1, 'Spring polls', { active: false }), listItem(2, 'Summer polls', { domain_id: 3, domain: 'news.example.com', end_date: '2026-08-31' })];

describe('/tracking/track-events', () => {
  it('TK-01, TK-03: the datatable is asked for page 1 of 10, id descending; rows show id, name, dates, domain and state — no owner column for a member', async () => {
    const { calls } = await renderTrackings('/tracking/track-events', { 'GET /api/v1/trackings/datatable': datatable(ROWS) });
    await screen.findByTestId('datatable-trackings');
    const options = JSON.parse(new URL(callsTo(calls, 'GET', '/v1/trackings/datatable')[0].url, 'http://console.test').searchParams.get('options')!);
    expect(options).toEqual({ page: 1, itemsPerPage: 10, sortBy: ['id'], sortDesc: [true] });
    expect(cellTexts().slice(0, 6)).toEqual(['2', 'Summer polls', '2026-06-01', '2026-08-31', 'news.example.com', 'Active']);
    expect(cellTexts().slice(6, 12)).toEqual(['1', 'Spring polls', '2026-06-01', '–', 'All domains', 'Inactive']);
    expect(cellTexts()).not.toContain('owner@demo.test');
    // The add button floats over the page (TK-01).
    expect(screen.getByTestId('tracking-add').classList.contains('ac-trackings-add')).toBe(true);
  });

  it("TK-01: an admin (viewModuleAdmin) gets the owner's e-mail column", async () => {
    await renderTrackings('/tracking/track-events', { 'GET /api/v1/trackings/datatable': datatable(ROWS) }, [...TRACKING_MANAGER, 'MODULE_ADMIN.VIEW']);
    await screen.findByTestId('datatable-trackings');
    expect(cellTexts().slice(0, 3)).toEqual(['2', 'owner@demo.test', 'Summer polls']);
  });

  it('TK-02: a row click opens the tracking’s detail', async () => {
    const { router } = await renderTrackings('/tracking/track-events', { 'GET /api/v1/trackings/datatable': datatable(ROWS), 'GET /api/v1/trackings/2': ok(tracking(2)) });
    await screen.findByTestId('datatable-trackings');
    fireEvent.click(screen.getByText('Summer polls'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking/track-events/2'));
    expect((await screen.findByTestId('tracking-name')).textContent).toBe('Summer polls');
  });

  it('TK-04: a failed load shows the error in a red snackbar that stays', async () => {
    const { app } = await renderTrackings('/tracking/track-events', { 'GET /api/v1/trackings/datatable': fail(500, 'server_error', 'The database is away.') });
    await settle();
    expect(app.snackbar.messages).toEqual([expect.objectContaining({ message: 'The database is away.', intent: 'danger', timeout: 0 })]);
  });

  it('OP-51: the filter menu offers the active state and the running days; filters in the URL are sent', async () => {
    const url = `/tracking/track-events?trackings.filters=${encodeURIComponent(JSON.stringify({ active: false, from: '2026-05-01' }))}`;
    const { calls, router } = await renderTrackings(url, { 'GET /api/v1/trackings/datatable': datatable(ROWS) });
    await screen.findByTestId('datatable-trackings');
    const filters = JSON.parse(new URL(callsTo(calls, 'GET', '/v1/trackings/datatable')[0].url, 'http://console.test').searchParams.get('filters')!);
    expect(filters).toEqual({ active: false, from: '2026-05-01' });
    // The chosen filters show as tags with their values.
    expect(screen.getByTestId('datatable-filter-active').textContent).toBe('State: Inactive');
    expect(screen.getByTestId('datatable-filter-from').textContent).toBe('Running from: 2026-05-01');
    fireEvent.click(screen.getByTestId('datatable-filters'));
    const menu = within(await screen.findByTestId('datatable-filter-menu'));
    expect(menu.getByText('Running until')).toBeTruthy();
    fireEvent.click(menu.getByLabelText('Active'));
    await settle();
    expect(JSON.parse(new URL(callsTo(calls, 'GET', '/v1/trackings/datatable').at(-1)!.url, 'http://console.test').searchParams.get('filters')!)).toEqual({ active: true, from: '2026-05-01' });
    expect(decodeURIComponent(currentUrl(router))).toContain('"active":true');
  });
});
