import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const TRACKER_PATH = '/t.js';
export const TRACKER_FILE = path.join(__dirname, 'tracker', 't.js');

/**
 * GET /t.js — the tracker a site embeds. Cached for an hour by browsers and CDNs and
 * revalidated by ETag, so a new tracker reaches every site within the hour.
 */
export function registerTrackerRoute(app: FastifyInstance) {
  const source = readFileSync(TRACKER_FILE);
  const etag = `"${createHash('sha256').update(source).digest('base64url').slice(0, 22)}"`;
  app.get(TRACKER_PATH, (request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(source);
  });
}
