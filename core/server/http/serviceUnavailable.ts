import { isConnectionError, isStatementTimeout } from '../db/isConnectionError';
import { EventStoreUnavailableError } from '../events/EventStoreUnavailableError';
import { ApiError } from './ApiError';

/** Retry-After of every 503: the outages answered with it (restart, disk, shutdown) last seconds to minutes. */
export const RETRY_AFTER_SECONDS = 5;

/** While the server drains on SIGTERM: what reaches it on an open connection is refused. */
export function shuttingDown(): ApiError {
  return new ApiError(503, 'shutting_down', 'The server is shutting down. Retry shortly.');
}

/**
 * A failure of a service behind the request rather than of the request — the database not
 * reachable or too slow (a lock held, a runaway query), the event store unable to write — as a 503 with the service's code; undefined
 * for anything else. Clients retry these; a 500 stays a bug.
 */
export function serviceUnavailable(error: unknown): ApiError | undefined {
  if (error instanceof EventStoreUnavailableError) {
    return new ApiError(503, 'event_store_unavailable', 'The event store cannot write at the moment, so nothing is accepted. Retry later.');
  }
  if (isConnectionError(error)) return new ApiError(503, 'database_unavailable', 'The database cannot be reached at the moment. Retry later.');
  if (isStatementTimeout(error)) return new ApiError(503, 'database_timeout', 'The database did not answer in time. Retry later.');
  return undefined;
}
