import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './ApiError';
import { RETRY_AFTER_SECONDS, serviceUnavailable } from './serviceUnavailable';
import { TooManyRequests } from './TooManyRequests';

/**
 * Every failure leaves as the contract's error body. A body over the route's limit is a 413;
 * fastify's other client errors (bad JSON) keep their status; an unreachable database or an
 * event store that cannot write answer 503 with Retry-After. Anything else is a bug — bad input
 * must be refused before it reaches code that can fail — and is logged (with the request's id,
 * which fastify's request logger carries) and answered with 500.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const unavailable = serviceUnavailable(error);
  // Not a bug, and the outage is logged where it happens (pool, store): info, not error.
  if (unavailable) request.log.info({ err: error }, unavailable.code);
  const known = unavailable ?? error;
  if (known instanceof TooManyRequests) reply.header('retry-after', String(known.retryAfterSeconds));
  if (known instanceof ApiError) {
    if (known.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(known.statusCode).send(known.toBody());
  }
  const { statusCode: status, code } = error as FastifyError;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit;
    return reply.status(413).send({ status: 'error', error: 'body_too_large', message: `The body exceeds ${Math.floor(limit / 1024)} KB.` });
  }
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ status: 'error', error: code?.toLowerCase() ?? 'bad_request', message: error.message });
  }
  request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error: a bug (bad input must be refused with a 4xx)');
  return reply.status(500).send({ status: 'error', error: 'server_error', message: UNEXPECTED_ERROR_MESSAGE });
}
