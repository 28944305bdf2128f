import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

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

/** Helmet's headers for `options`, read off one reply of a throw-away instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', (_request, reply) => reply.send(''));
  const res = await probe.inject('/');
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).flatMap(([name, value]) => (own.has(name) || value === undefined ? [] : [[name, String(value)]])));
}

/** Where tracked sites reach the server from their own origins. */
export interface CrossOriginRoutes {
  /** Loaded as resources (the tracker script): helmet's headers, marked cross-origin. */
  resources: readonly string[];
  /** Answering JSON to a beacon (collect): only what a JSON reply needs (OWASP's REST set). */
  beacons: readonly string[];
}

/**
 * Security headers on every HTTP reply (helmet), with the policy above. The tracker script is
 * marked as a cross-origin resource, so a site's `<script src>` still loads. A beacon's reply is
 * JSON no browser renders: it gets nosniff, a policy allowing nothing, no referrer, HSTS and
 * cross-origin — a dozen page headers on every hit would cost a tenth of the hit.
 * No cross-origin embedder policy: it would need every image of a tracked site to opt in.
 * The headers never change, but @fastify/helmet builds helmet's middleware anew on every request
 * (parsing the policy: a tenth of a collect request's cost), so helmet computes them once here.
 */
export async function registerSecurityHeaders(app: FastifyInstance, crossOriginRoutes: CrossOriginRoutes, apiHosts: readonly string[] = []) {
  const options: FastifyHelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, 'connect-src': ["'self'", ...apiOrigins(apiHosts)] } },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  };
  const sameOrigin = await helmetHeaders(options);
  const crossOrigin = await helmetHeaders({ ...options, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  const beacon = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...pick(crossOrigin, ['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options']),
  };
  const byPath = new Map<string, Record<string, string>>([...crossOriginRoutes.resources.map((p) => [p, crossOrigin] as const), ...crossOriginRoutes.beacons.map((p) => [p, beacon] as const)]);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(byPath.get(request.routeOptions.url ?? '') ?? sameOrigin);
    done();
  });
}

function pick(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}
