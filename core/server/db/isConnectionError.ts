/** Socket errors of a database server that is gone, restarting or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server shutting down (57P01), crashed (57P02), starting up (57P03) or out of connection slots (53300); class 08 is added below. */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg's own errors for a lost connection and for a pool that found no connection in time. */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a query failed because PostgreSQL could not be reached rather than because of the
 * query: the request may succeed once the server is back, so it is answered with 503, not 500.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Node tries every address of a host name (IPv4 and IPv6) and reports all failures together.
  if (error instanceof AggregateError && error.errors.some(isConnectionError)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08'))) return true;
  return PG_MESSAGES.test(error.message);
}

/**
 * Whether PostgreSQL cancelled the query: the pool's `statement_timeout` ran out (57014, also an
 * administrator's cancel). The query was not wrong; the database was stuck or overloaded.
 */
export function isStatementTimeout(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '57014';
}
