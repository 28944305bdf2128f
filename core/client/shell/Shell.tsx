import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useConsole } from '../app/ConsoleContext';
import { NavigationDrawer } from './NavigationDrawer';
import { drawerMode } from './ShellStore';
import { Toolbar } from './Toolbar';
import { TrialBanner } from './TrialBanner';

/**
 * The frame around every signed-in page. The drawer hides in fullscreen (SH-27) and when the
 * display setting showNavigationDrawer is off (AC-02); on a narrow screen it is collapsed and
 * opens over the page from the toolbar.
 */
export const Shell = observer(function Shell() {
  const { display, shell } = useConsole();
  // jsdom has no matchMedia: there the viewport counts as wide.
  useEffect(() => (typeof window.matchMedia === 'function' ? shell.watchViewport(window) : undefined), [shell]);
  const mode = drawerMode({ setting: display.showNavigationDrawer, fullscreen: shell.fullscreen, narrow: shell.narrow, open: shell.drawerOpen });
  // Escape closes the drawer opened over the page, wherever the focus is.
  useEffect(() => {
    if (mode !== 'overlay') return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && shell.setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mode, shell]);
  return (
    <div className="ac-shell" data-narrow={shell.narrow || undefined}>
      <TrialBanner />
      <Toolbar />
      <div className="ac-body">
        {mode === 'overlay' && <div className="ac-drawer-backdrop" onClick={() => shell.setDrawerOpen(false)} data-testid="drawer-backdrop" />}
        {mode !== 'hidden' && <NavigationDrawer overlay={mode === 'overlay'} />}
        <main className="ac-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
});
