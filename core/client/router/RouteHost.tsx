import { useEffect } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { useConsole } from '../app/ConsoleContext';

/**
 * The route table under a declarative router (BrowserRouter in the browser, MemoryRouter in
 * tests), and the app's Navigator attached to it. The console uses no loaders, actions or
 * fetchers, so it leaves out react-router's data router: 17 KB gzipped of the initial bundle.
 */
export function RouteHost({ routes }: { routes: RouteObject[] }) {
  const { navigator } = useConsole();
  const navigate = useNavigate();
  useEffect(() => navigator.attach((to, options) => void navigate(to, options)), [navigator, navigate]);
  return useRoutes(routes);
}
