/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, isoDay } from '../../../../core/common/dateRange/calendarDays';
import audiences from '../../../../plugins/audiences';
import insights from '../../../../plugins/insights';
import plugin from '../../../../plugins/insights-content';
import { TRENDING_PAGES } from '../../../../plugins/insights-content/client/contentLimits';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall } from '../../client/support/fakeFetch';
import { currentUrl, renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const PLUGINS = [plugin, insights, monitoring, audiences];
const ACCESS = ['AUDIENCES.VIEW', 'INSIGHTS.VIEW', 'MODULE_ANALYTICS.VIEW'];
const today = isoDay(new Date());
const ok = (data: unknown) => ({ body: { status: 'success', data } });
const page = (i: number) => ({ key: `/p${i}`, domain: 'news.example.com', title: `Title ${i}`, image: `https://img.test/${i}.jpg`, href: `https://news.example.com/p${i}`, doc_count: 100 - i, users: 50 - i, views: 100 - i });
const query = (call: FakeCall) => new URL(call.url, 'http://x').searchParams;
const termsOf = (call: FakeCall) => JSON.parse(query(call).get('terms') ?? '[]') as { field: string; value: unknown }[];

function routes(stored: unknown = { startDate: addDays(today, -6), endDate: today }) {
  return {
    'GET /api/v1/account/settings/insightsFilter': ok(stored),
    'GET /api/v1/account/settings/monitoring': ok(null),
    'POST /api/v1/account/settings/insightsFilter': ok(null),
    'GET /api/v1/audiences/getAudiences': ok([]),
    'GET /api/v1/monitoring/views/pages': (call: FakeCall) => ok(termsOf(call).some((t) => t.field === 'page') ? [page(3)] : Array.from({ length: 16 }, (_, i) => page(i))),
    'GET /api/v1/monitoring/views/histogram': ok([{ key: Date.UTC(2026, 10, 21), date: '2026-11-21T00:00:00+01:00', users: 3, views: 7, eventCount: 0 }]),
    'GET /api/v1/monitoring/views': (call: FakeCall) => ok({ users: 10, views: Number(query(call).get('to')) - Number(query(call).get('from')) === 86_400_000 ? 24 : 1234 }),
    'GET /api/v1/monitoring/devices': ok([{ key: 'Desktop', doc_count: 6, users: 3, views: 6 }, { key: 'Phone', doc_count: 2, users: 1, views: 2 }, { key: 'Tablet', doc_count: 0, users: 0, views: 0 }]),
    'GET /api/v1/monitoring/browsers': ok([{ key: 'Chrome', doc_count: 5, users: 3, views: 5 }]),
    'GET /api/v1/monitoring/operatingSystems': ok([{ key: 'Android', doc_count: 5, users: 3, views: 5 }]),
    'GET /api/v1/monitoring/referrerTypes': ok([{ key: 'Self', doc_count: 9, users: 1, views: 9 }, { key: 'Search', doc_count: 4, users: 2, views: 4 }]),
    'GET /api/v1/monitoring/referrerByType': ok([
      { key: 'Self', doc_count: 9, users: 1, views: 9, children: [{ key: 'news.example.com', doc_count: 9, users: 1, views: 9 }] },
      { key: 'Search', doc_count: 4, users: 2, views: 4, children: [{ key: 'www.google.com', doc_count: 3, users: 2, views: 3 }] },
    ]),
    'GET /api/v1/monitoring/audiences': ok([{ key: 12, type_id: 1, german: 'Sport', english: 'Sports', is_pinpoll: false, users: 5, views: 8, children: [] }]),
  };
}

async function open(path = '/insights/content', stored?: unknown) {
  const view = await renderConsole({ path, user: testUser(ACCESS), plugins: PLUGINS, routes: routes(stored) });
  await screen.findByTestId('insights-content-page');
  await waitFor(() => expect(screen.getAllByTestId('trending-page').length).toBeGreaterThan(0));
  return view;
}
const monitoringCalls = (calls: FakeCall[], name: string) => calls.filter((c) => c.method === 'GET' && c.url.split('?')[0] === `/api/v1/monitoring/${name}`);

describe('InsightsContentPage', () => {
  it('opens at /insights/content with its drawer entry; a user without viewInsights gets the 403 page', async () => {
    await open();
    expect(screen.getByTestId('nav-analyticsInsightsContent')).toBeTruthy();
    await renderConsole({ path: '/insights/content', user: testUser(['MODULE_DASHBOARD.VIEW']), plugins: PLUGINS });
    expect(await screen.findByTestId('page-403')).toBeTruthy();
  });

  it('IC-01, FB-28: a 32-day range shows "Start and end date must be within 31 days." and is not applied', async () => {
    const { calls } = await open();
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: addDays(today, -31) } });
    expect((await screen.findByTestId('date-range-problem')).textContent).toBe('Start and end date must be within 31 days.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: addDays(today, -30) } });
    await waitFor(() => expect(screen.queryByTestId('date-range-problem')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ value: { startDate: addDays(today, -30), endDate: today } });
  });

  it('IC-02, IC-04: at most 15 trending pages; the switch shows titles instead of paths', async () => {
    await open();
    const rows = screen.getAllByTestId('trending-page');
    expect(rows).toHaveLength(TRENDING_PAGES);
    expect(rows[0].textContent).toContain('/p0');
    fireEvent.click(screen.getByTestId('trending-titles'));
    expect(screen.getAllByTestId('trending-page')[0].textContent).toContain('Title 0');
  });

  it('IC-02: with pages of two domains in view every trending page names its domain', async () => {
    const twoDomains = [page(0), { ...page(1), key: '/', domain: 'sport.example.org' }, { ...page(2), key: '/' }];
    await renderConsole({ path: '/insights/content', user: testUser(ACCESS), plugins: PLUGINS, routes: { ...routes(), 'GET /api/v1/monitoring/views/pages': ok(twoDomains) } });
    await waitFor(() => expect(screen.getAllByTestId('trending-page')).toHaveLength(3));
    expect(screen.getAllByTestId('trending-page').map((row) => row.querySelector('.ac-trending-label')!.textContent)).toEqual(['news.example.com/p0', 'sport.example.org/', 'news.example.com/']);
  });

  it('IC-03, IC-08: clicking a page sets the page filter (chart request carries it, info shows image 84 px, title, link, 24-hour views); clicking again removes it', async () => {
    const { calls } = await open();
    fireEvent.click(screen.getAllByTestId('trending-page')[3]);
    await waitFor(() => expect(monitoringCalls(calls, 'views/histogram').some((c) => termsOf(c).some((t) => t.field === 'page' && t.value === '/p3'))).toBe(true));
    expect(screen.getAllByTestId('filter-chip')[0].textContent).toContain('Title 3');
    const image = (await screen.findByTestId('page-image')) as HTMLImageElement;
    expect([image.width, image.height]).toEqual([84, 84]);
    expect(screen.getByTestId('page-title').textContent).toBe('Title 3');
    expect(screen.getByTestId('page-link').getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(screen.getByTestId('page-recent-views').textContent).toContain('24'));
    fireEvent.click(screen.getAllByTestId('trending-page')[3]);
    await waitFor(() => expect(screen.queryByTestId('filter-chip')).toBeNull());
    expect(screen.queryByTestId('page-fact')).toBeNull();
  });

  it('IC-05: the chart asks for hourly buckets under 9 days and daily ones from 9 days', async () => {
    const { calls } = await open('/insights/content', { startDate: addDays(today, -7), endDate: today });
    expect(query(monitoringCalls(calls, 'views/histogram')[0]).get('interval')).toBe('1h');
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: addDays(today, -8) } });
    await waitFor(() => expect(query(monitoringCalls(calls, 'views/histogram').at(-1)!).get('interval')).toBe('1d'));
  });

  it('IC-06, IC-07, IA-08, IA-09: four tabs; info shows total views and the range; only the active tab loads; the hash picks it', async () => {
    const { calls, router } = await open();
    for (const tab of ['info', 'devices', 'referrer', 'audiences']) expect(screen.getByTestId(`tab-${tab}`)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('info-views').textContent).toContain('1,234'));
    expect(screen.getByTestId('info-range').textContent).toContain('–');
    expect(monitoringCalls(calls, 'devices')).toHaveLength(0);
    expect(monitoringCalls(calls, 'referrerByType')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('tab-devices'));
    await screen.findByTestId('devices-block');
    expect(router.state.location.hash).toBe('#devices');
    await waitFor(() => expect(monitoringCalls(calls, 'devices')).toHaveLength(1));
    expect(monitoringCalls(calls, 'audiences')).toHaveLength(0);
    await open('/insights/content#audiences');
    expect(await screen.findByTestId('audiences-tab')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('audience-tree-1')).getByText('Sports')).toBeTruthy());
  });

  it('IC-09: the referrer tab leaves Self out of the distribution and the table; a type expands to its referrers with views', async () => {
    await open('/insights/content#referrer');
    await screen.findByTestId('referrer-block');
    await waitFor(() => expect(screen.getByTestId('row-Search')).toBeTruthy());
    expect(screen.queryByTestId('row-Self')).toBeNull();
    expect(screen.getByTestId('share-chart').textContent).not.toContain('Self');
    fireEvent.click(within(screen.getByTestId('row-Search')).getByRole('button', { name: 'Show more' }));
    expect(screen.getByTestId('row-Search-www.google.com').textContent).toContain('3');
  });

  it('FB-02: URL filters apply temporarily and are not saved; OP-13: /insights/overview leads here with them', async () => {
    const { calls, router } = await open('/insights/overview?page=/p1');
    expect(currentUrl(router)).toBe('/insights/content?page=/p1');
    expect(screen.getByTestId('temporary-button')).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: addDays(today, -3) } }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('FB-18: exiting temporary mode takes the filter parameters out of the URL (the tab stays), so a reload does not re-enter it', async () => {
    const { router } = await open('/insights/content?page=/p1&foo=1#referrer');
    fireEvent.click(screen.getByTestId('temporary-button'));
    fireEvent.click(await screen.findByTestId('temporary-exit'));
    await waitFor(() => expect(currentUrl(router)).toBe('/insights/content?foo=1'));
    expect(router.state.location.hash).toBe('#referrer');
    expect(screen.queryByTestId('temporary-button')).toBeNull();
  });

  it('FB-19: removing the last temporary chip ends temporary mode and its URL parameters', async () => {
    const { router } = await open('/insights/content?page=/p1');
    const chip = screen.getAllByTestId('filter-chip').find((c) => c.dataset.field === 'page')!;
    fireEvent.click(chip.querySelector('button')!);
    await waitFor(() => expect(currentUrl(router)).toBe('/insights/content'));
  });

  it('IC-06: without the audiences plugin the page still works, without the audiences tab and without an audience filter field', async () => {
    await renderConsole({ path: '/insights/content', user: testUser(ACCESS), plugins: [plugin, insights, monitoring], routes: routes() });
    await waitFor(() => expect(screen.getAllByTestId('trending-page').length).toBeGreaterThan(0));
    expect(screen.getByTestId('tab-info')).toBeTruthy();
    expect(screen.queryByTestId('tab-audiences')).toBeNull();
    fireEvent.click(screen.getByTestId('filter-plus'));
    const field = (await screen.findByTestId('filter-field')) as HTMLSelectElement;
    expect([...field.options].map((o) => o.value)).toEqual(['domain', 'page']);
  });
});
