import type { ApiErrorBody } from '../../common/api/apiReply';
import { displayServerMessage } from '../../common/validation/validationMessages';
import { apiMessages } from './apiMessages';

/** Every failed call: HTTP status (0 when no reply), machine code, human message, field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * Builds the error from whatever body came back; any shape without a message gets the generic
   * text (OP-06). The server's "Invalid value" reads "Invalid value." in the snackbar and under
   * a field alike (ER-10).
   */
  static fromReply(status: number, body: unknown): ApiError {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiErrorBody>;
    const message = typeof b.message === 'string' && b.message.trim() ? displayServerMessage(b.message) : apiMessages.unexpected;
    const code = typeof b.error === 'string' ? b.error : typeof b.status === 'string' && b.status !== 'error' ? b.status : 'unexpected';
    const errors: Record<string, unknown> = typeof b.errors === 'object' && b.errors !== null ? b.errors : {};
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, [messages].flat().filter((m): m is string => typeof m === 'string').map(displayServerMessage)]),
    );
    return new ApiError(status, code, message, fieldErrors);
  }

  /** The first field error, as the login page shows for non-credential failures (SH-09). */
  firstFieldError(): string | undefined {
    return Object.values(this.fieldErrors).find((messages) => messages.length)?.[0];
  }

  get cancelled(): boolean {
    return this.code === 'cancelled';
  }
}
