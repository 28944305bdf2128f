import type { ApiErrorBody } from '../../common/api/apiReply';
import { UNAUTHENTICATED_MESSAGE } from '../../common/api/apiReply';

/** A failure with an HTTP status, a machine code and a human message (spec §8 texts). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly replyStatus: ApiErrorBody['status'] = 'error',
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { status: this.replyStatus, error: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }

  static unauthenticated() {
    return new ApiError(401, 'unauthenticated', UNAUTHENTICATED_MESSAGE);
  }
  static tokenExpired() {
    return new ApiError(401, 'token_expired', 'Token has expired.');
  }
  static invalidToken(message = UNAUTHENTICATED_MESSAGE) {
    return new ApiError(401, 'invalid_token', message);
  }
  static forbidden() {
    return new ApiError(403, 'forbidden', "You don't have the needed permissions for this action!");
  }
  static notFound() {
    return new ApiError(404, 'not_found', 'View not found!');
  }
  static validation(errors: Record<string, string[]>) {
    return new ApiError(422, 'validation_failed', 'Invalid value', errors);
  }
}

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error has occurred. Please try again or contact support.';
