/**
 * The event store cannot write (a full disk, a failing volume): it refuses new rows until a
 * write succeeds again, so nothing is accepted that might never be stored. Answered with 503.
 */
export class EventStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The event store cannot write (${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}).`, { cause });
    this.name = 'EventStoreUnavailableError';
  }
}
