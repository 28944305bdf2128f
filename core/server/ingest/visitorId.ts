import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const VISITOR_COOKIE = 'ac_vid';
const VISITOR_COOKIE_MAX_AGE = 400 * 24 * 3600;
const COOKIE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The visitor id for hits that bring none: the `ac_vid` cookie, or a new one set on the reply.
 * The cookie is sent cross-site from the tracked pages only over https (SameSite=None needs
 * Secure); over plain http it falls back to Lax.
 */
export function cookieVisitorId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VISITOR_COOKIE];
  const id = existing && COOKIE_ID.test(existing) ? existing : randomUUID();
  const secure = request.protocol === 'https';
  reply.setCookie(VISITOR_COOKIE, id, { path: '/', httpOnly: true, maxAge: VISITOR_COOKIE_MAX_AGE, sameSite: secure ? 'none' : 'lax', secure });
  return id;
}
