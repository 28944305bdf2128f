/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawerMode, NARROW_VIEWPORT_QUERY, ShellStore } from '../../../../core/client/shell/ShellStore';
import { currentUrl, renderConsole } from '../support/renderConsole';
import { testUser } from '../support/testUser';

/** A viewport whose one media query can be switched, as matchMedia reports it. */
function fakeViewport(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const queries: string[] = [];
  const view = {
    matchMedia: (q: string) => {
      queries.push(q);
      return query as unknown as MediaQueryList;
    },
  };
  const set = (next: boolean) => {
    query.matches = next;
    listeners.forEach((l) => l());
  };
  return { view, set, queries, listeners };
}

describe('the shell on a narrow screen', () => {
  it('RG-05 / SH-27 / AC-02: the drawer is docked on a wide screen, collapsed on a narrow one until opened, and never in fullscreen or with the setting off', () => {
    const base = { setting: true, fullscreen: false, narrow: false, open: false };
    expect(drawerMode(base)).toBe('docked');
    expect(drawerMode({ ...base, narrow: true })).toBe('hidden');
    expect(drawerMode({ ...base, narrow: true, open: true })).toBe('overlay');
    expect(drawerMode({ ...base, narrow: true, open: true, fullscreen: true })).toBe('hidden');
    expect(drawerMode({ ...base, setting: false })).toBe('hidden');
    expect(drawerMode({ ...base, fullscreen: true })).toBe('hidden');
  });

  it('RG-05: the store follows the viewport below 992 px; turning narrow or wide closes an opened drawer; unsubscribing stops it', () => {
    expect(NARROW_VIEWPORT_QUERY).toBe('(max-width: 991px)');
    const shell = new ShellStore();
    const viewport = fakeViewport(true);
    const stop = shell.watchViewport(viewport.view);
    expect(viewport.queries).toEqual([NARROW_VIEWPORT_QUERY]);
    expect(shell.narrow).toBe(true);
    shell.setDrawerOpen(true);
    viewport.set(false);
    expect([shell.narrow, shell.drawerOpen]).toEqual([false, false]);
    viewport.set(true);
    shell.setDrawerOpen(true);
    viewport.set(true);
    expect(shell.drawerOpen).toBe(true);
    stop();
    expect(viewport.listeners.size).toBe(0);
  });

  it('RG-05: on a narrow screen the toolbar button opens the drawer over the page; choosing an entry navigates and closes it, so do the backdrop and Escape', async () => {
    const { app, router } = await renderConsole({ path: '/dashboard', user: testUser(['MODULE_ACCOUNT.VIEW']) });
    expect(screen.queryByTestId('drawer-toggle')).toBeNull();
    act(() => app.shell.setNarrow(true));
    expect(screen.queryByTestId('navigation-drawer')).toBeNull();
    await userEvent.click(screen.getByTestId('drawer-toggle'));
    expect(screen.getByTestId('navigation-drawer').className).toContain('ac-drawer-overlay');
    expect(screen.getByTestId('drawer-toggle').getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByTestId('nav-settings'));
    await waitFor(() => expect(currentUrl(router)).toBe('/account/settings'));
    expect(screen.queryByTestId('navigation-drawer')).toBeNull();
    await userEvent.click(screen.getByTestId('drawer-toggle'));
    await userEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByTestId('navigation-drawer')).toBeNull();
    await userEvent.click(screen.getByTestId('drawer-toggle'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('navigation-drawer')).toBeNull();
    act(() => app.shell.setNarrow(false));
    expect(screen.getByTestId('navigation-drawer').className).not.toContain('ac-drawer-overlay');
  });
});
