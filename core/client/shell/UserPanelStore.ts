import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { authPaths } from '../../common/api/authPaths';
import type { UserDetails } from '../../common/api/User';
import type { ApiError } from '../api/ApiError';
import type { ApiKernel } from '../api/ApiKernel';
import type { SnackbarStore } from './SnackbarStore';

/** A failed load stays on screen as long as a failed user search (SH-21). */
const USER_PANEL_ERROR_MS = 6000;

/** The user panel a chosen user-search result opens for admins (OP-19): one user, read-only. */
export class UserPanelStore {
  /** The id of the user on the panel; undefined while it is closed. */
  userId?: number;
  user?: UserDetails;
  loading = false;
  private controller?: AbortController;

  constructor(
    private readonly api: ApiKernel,
    private readonly snackbar: SnackbarStore,
  ) {
    makeObservable(this, { userId: observable, user: observableRef, loading: observable, open: action, close: action });
  }

  async open(userId: number): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.userId = userId;
    this.user = undefined;
    this.loading = true;
    try {
      const user = await this.api.get<UserDetails>(authPaths.user(userId), { signal: controller.signal });
      runInAction(() => {
        this.user = user;
        this.loading = false;
      });
    } catch (error) {
      const e = error as ApiError;
      if (e.cancelled) return;
      runInAction(() => {
        this.userId = undefined;
        this.loading = false;
      });
      this.snackbar.show(e.message, { intent: 'danger', timeout: USER_PANEL_ERROR_MS });
    }
  }

  close(): void {
    this.controller?.abort();
    this.userId = undefined;
    this.user = undefined;
    this.loading = false;
  }
}
