/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { screen, waitFor } from '@testing-library/react';
import { definePlugin } from '../../../../core/common/plugin/definePlugin';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import { currentUrl, renderConsole } from '../support/renderConsole';
import { testUser } from '../support/testUser';

/** A page that claims the overview path while no plugin renders it. */
const content = definePlugin({
  id: 'content-fixture',
  product: 'analytics',
  requires: ['monitoring'],
  routes: [
    {
      path: '/insights/content',
      name: 'analyticsInsightsContent',
      permission: 'viewInsights',
      title: 'Content',
      redirects: ['/insights/overview'],
      load: async () => ({ default: () => <div data-testid="content-page">content</div> }),
    },
  ],
});
/** The overview page, when a deployment enables it. */
const overview = definePlugin({
  id: 'overview-fixture',
  product: 'analytics',
  routes: [{ path: '/insights/overview', name: 'analyticsInsightsOverview', permission: 'viewInsights', title: 'Overview', load: async () => ({ default: () => <div data-testid="overview-page">overview</div> }) }],
});
const ANALYTICS = ['INSIGHTS.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'];

describe('route redirects', () => {
  it('OP-13: /insights/overview (and its /analytics form) leads to /insights/content, query and hash kept, while no page owns it', async () => {
    expect(new PluginRegistry([monitoring, content]).redirects).toEqual([
      { path: '/insights/overview', to: '/insights/content' },
      { path: '/analytics/insights/overview', to: '/insights/content' },
    ]);
    const { router } = await renderConsole({ path: '/insights/overview?domain=a.com#devices', plugins: [dashboard, monitoring, content], user: testUser(ANALYTICS) });
    await screen.findByTestId('content-page');
    await waitFor(() => expect(currentUrl(router)).toBe('/insights/content?domain=a.com'));
    expect(router.state.location.hash).toBe('#devices');
  });

  it('OP-13: an enabled page owns its path; the redirect then gives way', async () => {
    expect(new PluginRegistry([monitoring, content, overview]).redirects).toEqual([]);
    await renderConsole({ path: '/insights/overview', plugins: [dashboard, monitoring, content, overview], user: testUser(ANALYTICS) });
    expect(await screen.findByTestId('overview-page')).toBeTruthy();
  });
});
