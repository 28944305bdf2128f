import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './ApiError';
import { TooManyRequests } from './TooManyRequests';

/**
 * Every failure leaves as the contract's error body. Fastify's own client errors (bad JSON,
 * body too large) keep their status; anything unexpected is logged and answered with 500.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof ApiError) return reply.status(error.statusCode).send(error.toBody());
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ status: 'error', error: (error as FastifyError).code?.toLowerCase() ?? 'bad_request', message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ status: 'error', error: 'server_error', message: UNEXPECTED_ERROR_MESSAGE });
}
