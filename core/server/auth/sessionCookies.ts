import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, authPaths, REFRESH_COOKIE } from '../../common/api/authPaths';
import { API_PREFIX } from '../plugin/mountRoute';

/** A cookie has one path, so the refresh cookie is set once for each path that reads it. */
const REFRESH_PATHS = [`${API_PREFIX}/v1/auth`, `${API_PREFIX}${authPaths.logout}`];

function base(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { access: string; accessTtl: number; refresh?: string; refreshTtl: number },
) {
  reply.setCookie(ACCESS_COOKIE, tokens.access, { ...base(request), path: '/', maxAge: tokens.accessTtl });
  if (tokens.refresh) {
    for (const path of REFRESH_PATHS) reply.setCookie(REFRESH_COOKIE, tokens.refresh, { ...base(request), path, maxAge: tokens.refreshTtl });
  }
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(request), path: '/' });
  for (const path of REFRESH_PATHS) reply.clearCookie(REFRESH_COOKIE, { ...base(request), path });
}
