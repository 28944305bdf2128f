/**
 * Reply shapes of our API. Success is wrapped (`{status:'success', data}`); the client also
 * accepts plain replies (spec §7). Errors carry a machine code, a human message and, for
 * validation, the failing fields.
 */
export interface WrappedReply<T> {
  status: 'success';
  data: T;
}

export interface ApiErrorBody {
  /** `error` for most failures; `invalid_credentials` for a failed login (spec §8). */
  status: 'error' | 'invalid_credentials';
  /** Machine code, e.g. `token_expired`, `invalid_token`, `forbidden`, `validation_failed`. */
  error: string;
  message: string;
  /** Field name → messages, for 422 validation failures. */
  errors?: Record<string, string[]>;
}

/** The spec's 401 triggers (§8): either of these makes the client refresh once and retry. */
export const TOKEN_EXPIRED = 'token_expired';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

function isWrapped<T>(body: unknown): body is WrappedReply<T> {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success' && 'data' in body;
}

export function unwrap<T>(body: unknown): T {
  return (isWrapped<T>(body) ? body.data : body) as T;
}
