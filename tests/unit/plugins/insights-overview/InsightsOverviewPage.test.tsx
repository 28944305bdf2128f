/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, fireEvent, screen } from '@testing-library/react';
import audiences from '../../../../plugins/audiences';
import channels from '../../../../plugins/channels';
import insights from '../../../../plugins/insights';
import insightsAudiences from '../../../../plugins/insights-audiences';
import insightsContent from '../../../../plugins/insights-content';
import plugin from '../../../../plugins/insights-overview';
import monitoring from '../../../../plugins/monitoring';
import type { FakeCall } from '../../client/support/fakeFetch';
import { renderConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

// insights-overview is disabled by default (OP-13): its texts come from disk here.
jest.mock('../../../../core/client/i18n/loadLocale', () => jest.requireActual('../support/localesOfDisabledPlugins').localesOfDisabledPlugins(['insights-overview']));

// insights-content declares the redirect of /insights/overview, which gives way to this page when it is enabled (OP-13).
const PLUGINS = [plugin, insightsContent, insightsAudiences, insights, monitoring, audiences, channels];
const ACCESS = ['AUDIENCES.VIEW', 'INSIGHTS.VIEW', 'MODULE_ANALYTICS.VIEW'];
const ok = (data: unknown) => ({ body: { status: 'success', data } });
const ROWS: Record<string, unknown> = { users: { users: 3, views: 5 }, views: { users: 3, views: 5 }, 'users/channels': [{ key: 7, title: 'Sport', path: '/sport', users: 2, pages: 4 }] };

/** The page with a stored monitoring setting that the realtime view filled; POSTs replace it. */
async function renderPage(stored: Record<string, unknown> = {}) {
  const setting = { value: { currentDashboardId: 5, nicknames: { audiences: [{ key: '1', name: 'Fans' }], events: [] }, usePageViews: true, ...stored } as Record<string, unknown> };
  const view = await renderConsole({
    path: '/insights/overview',
    user: testUser(ACCESS),
    plugins: PLUGINS,
    routes: {
      'GET /api/v1/account/settings/insightsFilter': ok(null),
      'GET /api/v1/account/settings/monitoring': () => ok(setting.value),
      'POST /api/v1/account/settings/monitoring': (call: FakeCall) => {
        setting.value = (call.body as { value: Record<string, unknown> }).value;
        return ok(setting.value);
      },
      'GET /api/v1/audiences/getAudiences': ok([]),
      'GET /api/v1/channels/names': ok([{ id: 7, title: 'Sport' }]),
      ...Object.fromEntries(['users', 'views', 'devices', 'browsers', 'operatingSystems', 'views/domains', 'views/pages', 'users/channels', 'audiences'].map((r) => [`GET /api/v1/monitoring/${r}`, ok(ROWS[r] ?? [])])),
    },
  });
  await act(async () => {});
  return { ...view, setting };
}

const openSettings = async () => {
  fireEvent.click(screen.getByTestId('overview-settings-button'));
  await act(async () => {});
};
const toggle = async (name: string) => {
  fireEvent.click(screen.getByLabelText(name));
  await act(async () => {});
};
/** Requests of the channels block: the range's channel list (the add-filter form's own lookup has no time zone). */
const channelBlockCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.includes('/monitoring/users/channels') && c.url.includes('timezone='));

describe('InsightsOverviewPage', () => {
  it('OP-13: enabled, the route analyticsInsightsOverview renders /insights/overview (insights-content\'s redirect gives way), with its drawer entry, guarded by viewInsights', async () => {
    expect(plugin.routes[0]).toMatchObject({ path: '/insights/overview', name: 'analyticsInsightsOverview', permission: 'viewInsights' });
    const { router } = await renderPage();
    expect(await screen.findByTestId('insights-overview-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/insights/overview');
    expect(screen.getByTestId('nav-analyticsInsightsOverview')).toBeTruthy();
    expect(await screen.findByTestId('overview-content')).toBeTruthy();
  });

  it('needs no card plugin: the insights and channels contracts give it its blocks', () => {
    expect(plugin.requires).toEqual(['insights', 'monitoring', 'audiences', 'channels']);
  });

  it('sends a signed-in user without viewInsights to the 403 page', async () => {
    await renderConsole({ path: '/insights/overview', user: testUser(['MODULE_DASHBOARD.VIEW']), plugins: PLUGINS });
    expect(await screen.findByTestId('page-403')).toBeTruthy();
  });

  it('IO-01: an 8-day range is refused with the 7-day message', async () => {
    await renderPage();
    const end = (screen.getByTestId('date-range-end') as HTMLInputElement).value;
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 8 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: start } });
    expect(screen.getByTestId('date-range-problem').textContent).toBe('Start and end date must be within 7 days.');
  });

  it('IO-08: each settings toggle shows or hides its block and is stored in the monitoring setting, keeping its other fields', async () => {
    const { setting } = await renderPage();
    expect(screen.queryByTestId('overview-properties')).toBeNull();
    await openSettings();
    await toggle('Display visitor properties');
    expect(screen.getByTestId('overview-properties')).toBeTruthy();
    expect(setting.value).toMatchObject({ displayVisitorProperties: true, currentDashboardId: 5, usePageViews: true, nicknames: { audiences: [{ key: '1', name: 'Fans' }] } });
    await toggle('Display interests');
    expect(screen.queryByTestId('overview-interests')).toBeNull();
    expect(setting.value).toMatchObject({ displayInterests: false, displayVisitorProperties: true, currentDashboardId: 5 });
  });

  it('IO-08: the settings button sits in the insights frame\'s filter bar row (its tools slot)', async () => {
    await renderPage();
    const tools = screen.getByTestId('insights-tools');
    expect(tools.contains(screen.getByTestId('overview-settings-button'))).toBe(true);
    expect(tools.parentElement?.contains(screen.getByTestId('filter-bar'))).toBe(true);
  });

  it('IO-08: the stored toggles apply on the next visit', async () => {
    await renderPage({ displayInterests: false, displayVisitorProperties: true, useChannels: true });
    expect(screen.queryByTestId('overview-interests')).toBeNull();
    expect(screen.getByTestId('overview-properties')).toBeTruthy();
    expect(screen.getByTestId('overview-channels')).toBeTruthy();
  });

  it('IO-06, IO-09: turning channels on requests the channel data over REST and shows the block', async () => {
    const { calls } = await renderPage();
    expect(screen.queryByTestId('overview-channels')).toBeNull();
    expect(channelBlockCalls(calls)).toHaveLength(0);
    await openSettings();
    await toggle('Display channels');
    expect(channelBlockCalls(calls)).toHaveLength(1);
    expect(channelBlockCalls(calls)[0].method).toBe('GET');
    expect(await screen.findByText('Sport')).toBeTruthy();
  });
});
