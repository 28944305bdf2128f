import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { AbuseLimits } from '../config/AbuseLimits';
import { castPlainHit, hitListSchema, hitSchema, MAX_HITS_PER_REQUEST, type Hit } from '../../common/ingest/hitSchema';
import { ApiError } from '../http/ApiError';
import { addressKey } from '../http/addressKey';
import { errorHandler } from '../http/errorHandler';
import { RateLimiter } from '../http/RateLimiter';
import { TooManyRequests } from '../http/TooManyRequests';
import { assertSafeInput, validateInput } from '../http/validateInput';
import { API_PREFIX, type ApiRouteConfig } from '../plugin/mountRoute';
import type { IngestPipeline } from './IngestPipeline';
import type { KnownDomains } from './KnownDomains';
import { LruCache } from './LruCache';
import { cookieVisitorId } from './visitorId';

export const COLLECT_PATH = `${API_PREFIX}/v1/collect`;
/** A page view with all its meta tags is a few KB; anything near this is not a tracker. */
export const COLLECT_BODY_LIMIT = 64 * 1024;
/** isbot runs one large regular expression; the same few thousand agents send nearly every hit. */
const botAgents = new LruCache<string, boolean>(10_000);

/**
 * POST /api/v1/collect — public. The body is one hit or a list of hits (JSON; the tracker
 * sends it as text/plain so browsers skip the CORS preflight). Every hit is validated before
 * any is stored: one bad hit refuses the whole request with a 4xx and its reason. 202 when
 * every hit was accepted. Requests per IP (counted before the body is read) and hits per site
 * are limited: 429 with Retry-After, nothing of the request stored.
 */
export function registerCollectRoute(app: FastifyInstance, pipeline: IngestPipeline, domains: KnownDomains, limits: Pick<AbuseLimits, 'collectPerIp' | 'collectPerSite'>) {
  // The schema of one hit, for the input fuzzer; a list is validated with hitListSchema.
  const config: ApiRouteConfig = { permission: 'public', pluginId: 'core', schema: { body: hitSchema } };
  const perIp = new RateLimiter(limits.collectPerIp);
  const perSite = new RateLimiter(limits.collectPerSite);
  app.route({
    method: 'POST',
    url: COLLECT_PATH,
    config,
    bodyLimit: COLLECT_BODY_LIMIT,
    // Thousands of hits a second: two info lines per request would cost more than the hit; failures still log.
    logLevel: 'warn',
    errorHandler: collectErrorHandler,
    onRequest: async (request) => {
      const wait = await perIp.consume(addressKey(request.ip));
      if (wait) throw new TooManyRequests(wait, 'too_many_requests', `Too many requests from this address. Please try again in ${wait} seconds.`);
    },
    handler: async (request, reply) => {
      allowCrossOrigin(request, reply);
      const { hits, isList } = await validHits(parseBody(request));
      const userAgent = request.headers['user-agent'] ?? '';
      if (!userAgent || botAgents.get(userAgent, isbot)) throw new ApiError(422, 'bot', 'Bot traffic is not recorded.');
      const known = await domains.lookup([...new Set(hits.map((h) => h.domain))]);
      const unknown = Object.fromEntries(hits.flatMap((h, i) => (known.has(h.domain) ? [] : [[isList ? `[${i}].domain` : 'domain', ['Unknown domain.']]])));
      if (Object.keys(unknown).length) throw ApiError.validation(unknown);
      await withinSiteBudget(perSite, hits);
      const { directives } = await pipeline.ingest({ hits, userAgent, domains: known, fallbackVisitorId: once(() => cookieVisitorId(request, reply)) });
      return reply.status(202).send({ status: 'success', data: { accepted: hits.length, ...(directives.length ? { directives } : {}) } });
    },
  });
}

/** Counts the hits against each site's budget; one site over it refuses the whole request. */
async function withinSiteBudget(perSite: RateLimiter, hits: readonly Hit[]): Promise<void> {
  const perDomain = new Map<string, number>();
  for (const { domain } of hits) perDomain.set(domain, (perDomain.get(domain) ?? 0) + 1);
  const waits = await Promise.all([...perDomain].map(([domain, n]) => perSite.consume(domain, n)));
  const wait = Math.max(...waits);
  if (wait) throw new TooManyRequests(wait, 'too_many_requests', `Too many hits for this site. Please try again in ${wait} seconds.`);
}

/**
 * Field names in errors follow the body's shape: `url` for one hit, `[2].url` in a list. The
 * input limits (NUL, lone surrogates, depth) hold for the fast path too, checked once up front.
 */
async function validHits(parsed: unknown): Promise<{ hits: Hit[]; isList: boolean }> {
  assertSafeInput(parsed);
  const fast = castPlainHits(parsed);
  if (fast) return fast;
  if (Array.isArray(parsed)) return { hits: (await validateInput(hitListSchema, parsed)) as Hit[], isList: true };
  if (typeof parsed !== 'object' || parsed === null) throw new ApiError(400, 'invalid_body', 'The body must be a hit object or a list of hits.');
  return { hits: [await validateInput(hitSchema, parsed)], isList: false };
}

/** Every hit through the fast path (see castPlainHit), or undefined: then yup validates them all. */
function castPlainHits(parsed: unknown): { hits: Hit[]; isList: boolean } | undefined {
  if (!Array.isArray(parsed)) {
    const hit = castPlainHit(parsed);
    return hit && { hits: [hit], isList: false };
  }
  if (parsed.length < 1 || parsed.length > MAX_HITS_PER_REQUEST) return undefined;
  const hits: Hit[] = [];
  for (const item of parsed) {
    const hit = castPlainHit(item);
    if (!hit) return undefined;
    hits.push(hit);
  }
  return { hits, isList: true };
}

/** text/plain bodies arrive as a string; JSON ones already parsed. */
function parseBody(request: FastifyRequest): unknown {
  if (typeof request.body !== 'string' || !request.headers['content-type']?.startsWith('text/plain')) return request.body;
  try {
    return JSON.parse(request.body);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.');
  }
}

/** Tracked sites live on other origins; they may read the reply and send the visitor cookie. */
function allowCrossOrigin(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  if (!origin) return;
  reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('vary', 'Origin');
}

function collectErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  allowCrossOrigin(request, reply);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.status(415).send({ status: 'error', error: 'unsupported_media_type', message: 'Send the hits as application/json or text/plain.' });
  }
  if (error.statusCode === 400 && (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)) {
    return reply.status(400).send({ status: 'error', error: 'invalid_json', message: 'The body is not valid JSON.' });
  }
  return errorHandler(error, request, reply);
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
