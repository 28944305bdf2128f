import { ApiError } from '../http/ApiError';

/** The work was killed in the task manager: its caller is answered 409 with this reason, not a server error. */
export class TaskCancelledError extends ApiError {
  constructor() {
    super(409, 'task_cancelled', 'This request was cancelled by an administrator (task manager).');
    this.name = 'TaskCancelledError';
  }
}
