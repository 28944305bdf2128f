import { STALE_UPDATE, type StaleUpdateBody } from '../../common/entities';
import { validationMessage } from '../../common/validation';
import { ApiError } from '../http/ApiError';

/** 409: an update sent with a version the row no longer has; names who changed it last and when. */
export class StaleUpdateError extends ApiError {
  private readonly modifiedAt: string;

  constructor(
    private readonly current: { version: number; modified_email: string | null; modified_at: Date | string },
  ) {
    const time = new Date(current.modified_at).toISOString();
    const message = current.modified_email ? validationMessage('staleUpdate', { email: current.modified_email, time }) : validationMessage('staleUpdateByUnknown', { time });
    super(409, STALE_UPDATE, message);
    this.modifiedAt = time;
  }

  override toBody(): StaleUpdateBody {
    return { status: 'error', error: STALE_UPDATE, message: this.message, modified_email: this.current.modified_email, modified_at: this.modifiedAt, version: this.current.version };
  }
}
