import type { IncomingMessage } from 'node:http';

/**
 * Which pages may open the socket. The socket may authenticate from the session cookie, which a
 * browser also sends for a page of another origin of the same site (another port, a sibling
 * subdomain); the handshake's Origin header names the page. Allowed: the console's own origin
 * (the request's Host, or X-Forwarded-Host behind a trusted proxy), the origins of absolute
 * `apiHosts`, and the configured `socketOrigins`. A handshake without Origin is not a
 * cross-origin page (browsers send Origin with every WebSocket handshake and cross-origin
 * request): a non-browser client, allowed, as it has to present a token or cookie of its own.
 */
export function socketOriginCheck(origins: readonly string[], trustProxy: boolean): (request: IncomingMessage) => boolean {
  const allowed = new Set(origins.filter((o) => /^https?:\/\//.test(o)).map((o) => new URL(o).origin));
  return (request) => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    if (allowed.has(origin)) return true;
    return originHost(origin) === ownHost(request, trustProxy);
  };
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (a sandboxed frame, a file) is nobody's own origin
  }
}

function ownHost(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim() || request.headers.host;
  return host?.toLowerCase();
}
