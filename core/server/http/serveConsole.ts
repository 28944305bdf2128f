import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../plugin/mountRoute';
import { ApiError } from './ApiError';

/**
 * Serves the built console from `distDir` (rspack output). A GET that is neither /api nor an
 * asset (a path whose last segment has a file extension) gets index.html, so browser-history
 * routes load the app. Unknown /api paths get the contract's 404 body.
 */
export async function serveConsole(app: FastifyInstance, distDir: string): Promise<boolean> {
  const hasConsole = existsSync(path.join(distDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, { root: distDir, wildcard: true, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const isAsset = /\.[A-Za-z0-9]+$/.test(url.split('/').pop() ?? '');
    if (hasConsole && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const notFound = ApiError.notFound();
    return reply.status(404).send(notFound.toBody());
  });
  return hasConsole;
}
