import type { ApiErrorBody } from '../api/apiReply';

/** The machine code of a refused stale update (HTTP 409). */
export const STALE_UPDATE = 'conflict';

/**
 * The 409 reply to an update sent with a version other than the row's: nothing was changed. Who
 * changed the row last and when come as fields too, for a client that words them itself; the
 * message is worded from a shared template (validationMessages `staleUpdate`).
 */
export interface StaleUpdateBody extends ApiErrorBody {
  error: typeof STALE_UPDATE;
  modified_email: string | null;
  /** ISO timestamp. */
  modified_at: string;
  /** The row's current version. */
  version: number;
}
