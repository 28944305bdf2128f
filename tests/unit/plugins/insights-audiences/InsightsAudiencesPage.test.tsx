/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import audiences from '../../../../plugins/audiences';
import insights from '../../../../plugins/insights';
import plugin from '../../../../plugins/insights-audiences';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';
import { AUDIENCES } from './audienceFixtures';

const PLUGINS = [plugin, insights, monitoring, audiences];
const ACCESS = ['AUDIENCES.VIEW', 'INSIGHTS.VIEW', 'MODULE_ANALYTICS.VIEW'];
const ok = (data: unknown) => ({ body: { status: 'success', data } });
const RESOURCES = ['users/histogram', 'devices', 'browsers', 'operatingSystems', 'referrerByType', 'users/domains', 'users/pages'];

async function renderPage(path = '/insights/audiences', storedFilter: unknown = null) {
  const view = await renderConsole({
    path,
    user: testUser(ACCESS),
    plugins: PLUGINS,
    routes: {
      'GET /api/v1/account/settings/insightsFilter': ok(storedFilter),
      'POST /api/v1/account/settings/insightsFilter': (call: FakeCall) => ok((call.body as { value: unknown }).value),
      'GET /api/v1/account/settings/monitoring': ok(null),
      'GET /api/v1/audiences/getAudiences': ok(AUDIENCES),
      'GET /api/v1/audiences/getAllAudiences': ok(AUDIENCES),
      'POST /api/v1/audiences/getVisitorCount': ok({ 2: 321 }),
      'POST /api/v1/audiences/getLeadsCount': ok({ 2: 4 }),
      ...Object.fromEntries(RESOURCES.map((r) => [`GET /api/v1/monitoring/${r}`, ok([])])),
    },
  });
  await screen.findByTestId('insights-audiences-page');
  await act(async () => {});
  return view;
}

/** Resources the page asked for, with their query. */
const resourceCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.url.includes('/api/v1/monitoring/')).map((c) => {
    const url = new URL(c.url, 'http://console.test');
    return { resource: url.pathname.replace('/api/v1/monitoring/', ''), query: Object.fromEntries(url.searchParams) };
  });
const selectedNews = { terms: [{ field: 'audience', value: 2, valueLabel: 'News', type_id: 1 }] };

describe('InsightsAudiencesPage', () => {
  it('IA-01: the route analyticsInsightsAudiences at /insights/audiences with its drawer entry, guarded by viewInsights', async () => {
    expect(plugin.routes[0]).toMatchObject({ path: '/insights/audiences', name: 'analyticsInsightsAudiences', permission: 'viewInsights' });
    await renderPage();
    expect(await screen.findByTestId('insights-audiences-page')).toBeTruthy();
    expect(screen.getByTestId('nav-analyticsInsightsAudiences')).toBeTruthy();
    expect(screen.getAllByText('Insights audiences').length).toBeGreaterThan(0);
  });

  it('sends a signed-in user without viewInsights to the 403 page, without the drawer entry', async () => {
    await renderConsole({ path: '/insights/audiences', user: testUser(['MODULE_DASHBOARD.VIEW']), plugins: PLUGINS });
    expect(await screen.findByTestId('page-403')).toBeTruthy();
    expect(screen.queryByTestId('nav-analyticsInsightsAudiences')).toBeNull();
  });

  it('IA-01: a 46-day range is refused with the 45-day message', async () => {
    await renderPage();
    const end = (screen.getByTestId('date-range-end') as HTMLInputElement).value;
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 46 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: start } });
    expect(screen.getByTestId('date-range-problem').textContent).toBe('Start and end date must be within 45 days.');
  });

  it('IA-03, IA-04: choosing an audience stores it as an audience term; the content then loads for it', async () => {
    const { calls } = await renderPage();
    await screen.findByTestId('audiences-view');
    expect(resourceCalls(calls)).toEqual([]);
    fireEvent.click(within(screen.getByTestId('chooser-interests')).getByText('News'));
    await act(async () => {});
    const saved = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/settings/insightsFilter')).at(-1)!;
    expect((saved.body as { value: unknown }).value).toMatchObject(selectedNews);
    expect(screen.getByTestId('audience-chooser').getAttribute('data-layout')).toBe('narrow');
    const histogram = resourceCalls(calls).find((c) => c.resource === 'users/histogram')!;
    expect(JSON.parse(histogram.query.terms)).toEqual([{ field: 'audience', value: 2 }]);
    expect(histogram.query.interval).toBe('1h');
    expect(await screen.findByText('321')).toBeTruthy();
  });

  it('IA-08, IA-09: #pages opens the pages tab, and only its data (and the chart) loads', async () => {
    const { calls } = await renderPage('/insights/audiences#pages', selectedNews);
    await screen.findByTestId('audiences-content');
    expect(screen.getByRole('tab', { name: 'Pages' }).getAttribute('aria-selected')).toBe('true');
    expect(resourceCalls(calls).map((c) => c.resource).sort()).toEqual(['users/domains', 'users/histogram']);
    expect(calls.some((c) => c.url.includes('getVisitorCount'))).toBe(false);
  });

  it('IA-09: choosing a tab writes it to the hash', async () => {
    const { router } = await renderPage('/insights/audiences', selectedNews);
    await screen.findByTestId('audiences-content');
    fireEvent.click(screen.getByRole('tab', { name: 'Referrer' }));
    await act(async () => {});
    expect(router.state.location.hash).toBe('#referrer');
    expect(screen.getByRole('tab', { name: 'Referrer' }).getAttribute('aria-selected')).toBe('true');
  });
});
