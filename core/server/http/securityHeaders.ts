import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console's content security policy. Scripts come from the console's own origin only
 * (index.html carries no inline script, and no build uses eval). Inline styles stay allowed:
 * Highcharts writes its palette into a `<style>` of its own and `style="…"` on what it draws,
 * react-grid-layout's dragging adds a `<style>`, Blueprint's popovers position by style. Images:
 * the page images of tracked sites and the audience images live on any https host; a chart's
 * PNG export (rendered in the browser) draws the chart's SVG as a `blob:` image. Connections:
 * this origin, and the API hosts a deployment configures (console.config.json `apiHosts`).
 */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The origins of absolute API host URLs, for fetch (http) and the socket (ws); relative ones are this origin. */
function apiOrigins(apiHosts: readonly string[]): string[] {
  const origins = apiHosts.filter((host) => /^https?:\/\//.test(host)).map((host) => new URL(host).origin);
  return [...new Set(origins.flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]))];
}

/**
 * Security headers on every HTTP reply (helmet), with the policy above. `crossOriginPaths` are
 * the routes tracked sites load from their own origins (the tracker script, the collect
 * endpoint): they are marked as cross-origin resources, so a site's `<script src>` still loads.
 * No cross-origin embedder policy: it would need every image of a tracked site to opt in.
 */
export async function registerSecurityHeaders(app: FastifyInstance, crossOriginPaths: readonly string[], apiHosts: readonly string[] = []) {
  app.addHook('onRoute', (route) => {
    if (crossOriginPaths.includes(route.url)) route.helmet = { crossOriginResourcePolicy: { policy: 'cross-origin' } };
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, 'connect-src': ["'self'", ...apiOrigins(apiHosts)] } },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}
