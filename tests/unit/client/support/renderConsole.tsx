import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { App } from '../../../../core/client/app/App';
import { Console } from '../../../../core/client/app/Console';
import { SESSION_KEY } from '../../../../core/client/auth/AuthStore';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import type { Language } from '../../../../core/client/i18n/languages';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { buildRoutes } from '../../../../core/client/router/buildRoutes';
import { RouteHost } from '../../../../core/client/router/RouteHost';
import type { User } from '../../../../core/common/api/User';
import type { PluginManifest } from '../../../../core/common/plugin/definePlugin';
import dashboard from '../../../../plugins/dashboard';
import monitoring from '../../../../plugins/monitoring';
import settings from '../../../../plugins/settings';
import { fakeFetch, type FakeRoutes } from './fakeFetch';
import { FakeSocket } from './FakeSocket';

export const TEST_LINKS = {
  helpCentre: 'https://help.test',
  forgotPassword: 'https://www.test/password/forgot',
  manageLicences: 'https://account.test/licences',
  editProfile: 'https://account.test/profile',
  accountStore: 'https://account.test/store',
  toolsStore: 'https://tools.test/store',
  toolsRoot: 'https://tools.test',
  upgrade: 'https://account.test/plans',
};

export interface RenderOptions {
  path?: string;
  /** Signed in as this user (GET account/me answers with it); logged out when absent. */
  user?: User;
  plugins?: PluginManifest[];
  routes?: FakeRoutes;
  language?: Language;
}

export function makeConsole(options: RenderOptions = {}) {
  const sockets: FakeSocket[] = [];
  const { fetch, calls } = fakeFetch({
    ...(options.user ? { 'GET /api/v1/account/me': { body: { status: 'success', data: options.user } } } : {}),
    'GET /api/v1/account/settings/showNavigationDrawer': { body: { status: 'success', data: null } },
    ...options.routes,
  });
  localStorage.clear();
  if (options.user) localStorage.setItem(SESSION_KEY, '1');
  const app = new Console({
    plugins: options.plugins ?? [dashboard, monitoring, settings],
    config: { links: TEST_LINKS },
    storage: localStorage,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    fetch,
  });
  // Until a router host attaches itself, record where the stores send the user.
  const navigations: string[] = [];
  app.navigator.attach((to) => navigations.push(to));
  return { app, calls, sockets, navigations };
}

/** The whole client as the browser runs it, on a memory router at `path`. */
export async function renderConsole(options: RenderOptions = {}) {
  // A test may render several consoles in turn; only the latest stays mounted.
  cleanup();
  const made = makeConsole(options);
  const { app } = made;
  const i18n = await createI18n({ language: options.language ?? 'en', namespaces: app.registry.plugins.map((p) => p.id), load: loadLocale });
  await app.start();
  // Where the memory router is and how to move it, shaped like a data router for the tests.
  const router = { state: { location: undefined as unknown as Location }, navigate: undefined as unknown as NavigateFunction };
  const view = render(
    <App app={app} i18n={i18n}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <LocationProbe
          onLocation={(location, navigate) => {
            router.state.location = location;
            router.navigate = navigate;
          }}
        >
          <RouteHost routes={buildRoutes(app.registry)} />
        </LocationProbe>
      </MemoryRouter>
    </App>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...made, i18n, router, view };
}

/** Reports the router's location (and navigate) on every render, so a test can read where the console went. */
function LocationProbe({ onLocation, children }: { onLocation: (location: Location, navigate: NavigateFunction) => void; children: ReactNode }) {
  onLocation(useLocation(), useNavigate());
  return children;
}

/** Where the memory router is, path plus query. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
