import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './ApiError';
import { RETRY_AFTER_SECONDS, serviceUnavailable } from './serviceUnavailable';

/**
 * Every failure leaves as the contract's error body. Fastify's own client errors (bad JSON,
 * body too large) keep their status; an unreachable database or an event store that cannot
 * write answer 503 with Retry-After; anything else unexpected is logged and answered with 500.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const unavailable = serviceUnavailable(error);
  // Not a bug, and the outage is logged where it happens (pool, store): info, not error.
  if (unavailable) request.log.info({ err: error }, unavailable.code);
  const known = unavailable ?? error;
  if (known instanceof ApiError) {
    if (known.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(known.statusCode).send(known.toBody());
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ status: 'error', error: (error as FastifyError).code?.toLowerCase() ?? 'bad_request', message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ status: 'error', error: 'server_error', message: UNEXPECTED_ERROR_MESSAGE });
}
