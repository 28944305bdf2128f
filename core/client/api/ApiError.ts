import type { ApiErrorBody } from '../../common/api/apiReply';
import { translateServerMessage } from '../../common/validation/validationMessages';
import { apiMessages, serverErrorText } from './apiMessages';

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
   * Builds the error from whatever body came back, its texts in the interface language; any
   * shape without a message gets the generic text (OP-06). The server's "Invalid value" reads
   * "Invalid value." in the snackbar and under a field alike (ER-10).
   */
  static fromReply(status: number, body: unknown): ApiError {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiErrorBody>;
    const code = typeof b.error === 'string' ? b.error : typeof b.status === 'string' && b.status !== 'error' ? b.status : 'unexpected';
    const message = typeof b.message === 'string' && b.message.trim() ? serverErrorText(code, b.message) : apiMessages.unexpected;
    const fieldErrors = typeof b.errors === 'object' && b.errors !== null ? translateFieldErrors(b.errors) : {};
    return new ApiError(status, code, message, fieldErrors);
  }

  /** The first field error, as the login page shows for non-credential failures (SH-09). */
  firstFieldError(): string | undefined {
    for (const messages of Object.values(this.fieldErrors)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string') return first;
    }
    return undefined;
  }

  get cancelled(): boolean {
    return this.code === 'cancelled';
  }
}

/** The server's field messages in the interface language (the same templates the client's forms use). */
function translateFieldErrors(errors: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string').map(translateServerMessage)]),
  );
}
