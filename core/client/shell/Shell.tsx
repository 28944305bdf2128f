import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router';
import { useConsole } from '../app/ConsoleContext';
import { NavigationDrawer } from './NavigationDrawer';
import { Toolbar } from './Toolbar';
import { TrialBanner } from './TrialBanner';

/**
 * The frame around every signed-in page. The drawer hides in fullscreen (SH-27) and when the
 * display setting showNavigationDrawer is off (AC-02).
 */
export const Shell = observer(function Shell() {
  const { display, shell } = useConsole();
  const showDrawer = display.showNavigationDrawer && !shell.fullscreen;
  return (
    <div className="ac-shell">
      <TrialBanner />
      <Toolbar />
      <div className="ac-body">
        {showDrawer && <NavigationDrawer />}
        <main className="ac-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
});
