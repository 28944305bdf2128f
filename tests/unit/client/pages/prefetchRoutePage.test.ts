import { definePlugin } from '../../../../core/common/plugin/definePlugin';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import { prefetchRoutePage } from '../../../../core/client/pages/prefetchRoutePage';

const page = () => jest.fn(async () => ({ default: () => null }));

function registry() {
  const realtime = page();
  const audiences = page();
  const plugin = definePlugin({
    id: 'fixture',
    product: 'analytics',
    routes: [
      { path: '/realtime', name: 'realtime', permission: 'isLoggedIn', title: 'title', aliases: ['/monitoring'], redirects: ['/live'], load: realtime },
      { path: '/audiences/:id', name: 'audience', permission: 'isLoggedIn', title: 'title', load: audiences },
      { path: '/start', name: 'start', permission: 'isLoggedIn', title: 'title', redirectTo: '/realtime' },
    ],
  });
  return { registry: new PluginRegistry([plugin]), realtime, audiences };
}

describe('prefetchRoutePage', () => {
  it('SH-10: on submit the page the login returns to starts loading: by path, alias, parameters, query, redirects', () => {
    for (const to of ['/realtime?dashboard=Sales', '/monitoring', '/analytics/realtime', '/live', '/start']) {
      const { registry: r, realtime, audiences } = registry();
      prefetchRoutePage(r, to);
      expect(realtime).toHaveBeenCalledTimes(1);
      expect(audiences).not.toHaveBeenCalled();
    }
    const { registry: r, audiences } = registry();
    prefetchRoutePage(r, '/audiences/7#top');
    expect(audiences).toHaveBeenCalledTimes(1);
  });

  it('SH-10: an unknown path loads nothing; a failing load stays quiet', async () => {
    const { registry: r, realtime } = registry();
    prefetchRoutePage(r, '/nowhere');
    expect(realtime).not.toHaveBeenCalled();
    realtime.mockRejectedValueOnce(new Error('offline'));
    expect(() => prefetchRoutePage(r, '/realtime')).not.toThrow();
    await Promise.resolve();
  });
});
