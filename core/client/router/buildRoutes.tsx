import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry';
import { withPluginContracts } from '../contracts/withPluginContracts';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { LoginRoute } from '../pages/LoginRoute';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Shell } from '../shell/Shell';
import { withDeferredRules } from '../theme/withDeferredRules';
import { RedirectRoute } from './RedirectRoute';
import { RequireSession } from './RequireSession';
import { RoutePage } from './RoutePage';

/**
 * The route table from the registry alone: every path of every registered route (path,
 * aliases, product prefixes) renders that route's lazy page inside the shell.
 */
export function buildRoutes(registry: PluginRegistry): RouteObject[] {
  const pages = registry.routes.flatMap((route) => {
    // One lazy component per route, shared by all of its paths: one chunk, loaded once; it
    // renders once Blueprint's deferred rules and the contracts of its plugin's requires are there.
    const Page: ComponentType | undefined = route.load ? lazy(withDeferredRules(withPluginContracts(route.load, route.contracts))) : undefined;
    return route.paths.map((path) => ({ path, element: <RoutePage route={route} Page={Page} /> }));
  });
  const redirects = registry.redirects.map(({ path, to }) => ({ path, element: <RedirectRoute to={to} /> }));
  return [
    { path: '/', element: <LoginRoute /> },
    { path: '/login', element: <LoginRoute /> },
    {
      element: <RequireSession />,
      children: [
        {
          element: <Shell />,
          children: [...pages, ...redirects, { path: '/error', element: <AccessDeniedPage /> }, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}
