import { Navigator } from '../../../../core/client/router/Navigator';

describe('Navigator', () => {
  it('SH-15: a route change asked for before the router exists waits for it instead of loading the page anew (the message stays)', () => {
    const navigator = new Navigator();
    navigator.go('/login', { replace: true });
    const seen: unknown[] = [];
    const detach = navigator.attach((to, options) => seen.push([to, options]));
    expect(seen).toEqual([['/login', { replace: true }]]);
    navigator.go('/error');
    expect(seen).toHaveLength(2);
    detach();
    navigator.go('/later');
    expect(seen).toHaveLength(2);
  });
});
