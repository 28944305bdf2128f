import { matchPath } from 'react-router';
import type { PluginRegistry, RegisteredRoute } from '../../common/plugin/PluginRegistry';

/**
 * Starts loading the page chunk of the route `to` will show (following a redirect path or a
 * route's redirectTo once), so it is there when the login completes: the login call (argon2id)
 * and the chunk overlap. A failed prefetch stays quiet; the route's own load retries and reports it.
 */
export function prefetchRoutePage(registry: PluginRegistry, to: string): void {
  const pathname = new URL(to, 'http://console.invalid').pathname;
  const find = (path: string): RegisteredRoute | undefined => registry.routes.find((r) => r.paths.some((p) => matchPath(p, path)));
  const route = find(registry.redirects.find((r) => matchPath(r.path, pathname))?.to ?? pathname);
  const page = route?.redirectTo && !route.load ? find(route.redirectTo) : route;
  page?.load?.().catch(() => undefined);
}
