import type { FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../../common/api/authPaths';

/** The access token of a request: `Authorization: Bearer …` first, else the `ac_access` cookie. */
export function tokenFromRequest(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies?.[ACCESS_COOKIE] || undefined;
}
