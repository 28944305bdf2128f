import { ApiError } from './ApiError';

/** A 429: the error handler adds `Retry-After` with the seconds the caller has to wait. */
export class TooManyRequests extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    code: string,
    message: string,
    errors?: Record<string, string[]>,
  ) {
    super(429, code, message, errors);
  }
}
