import { action, makeObservable, observable, runInAction } from 'mobx';
import { authPaths } from '../../common/api/authPaths';
import type { ApiError } from '../api/ApiError';
import type { ApiKernel } from '../api/ApiKernel';
import type { SnackbarStore } from '../shell/SnackbarStore';

const SHOW_NAVIGATION_DRAWER = 'showNavigationDrawer';

/**
 * Account display settings kept on the server (AC-01..AC-03). Dark mode, the other display
 * setting, is local (ThemeStore).
 */
export class DisplaySettingsStore {
  showNavigationDrawer = true;

  constructor(
    private readonly api: ApiKernel,
    private readonly snackbar: SnackbarStore,
  ) {
    makeObservable(this, { showNavigationDrawer: observable, setShowNavigationDrawer: action });
  }

  /** Read at shell start; a setting never saved (null) keeps the default. */
  async load(): Promise<void> {
    try {
      const value = await this.api.get<unknown>(authPaths.accountSetting(SHOW_NAVIGATION_DRAWER));
      if (typeof value === 'boolean') runInAction(() => (this.showNavigationDrawer = value));
    } catch (error) {
      console.error('Loading display settings failed:', (error as ApiError).code);
    }
  }

  async setShowNavigationDrawer(value: boolean): Promise<void> {
    const previous = this.showNavigationDrawer;
    this.showNavigationDrawer = value;
    try {
      await this.api.post(authPaths.accountSetting(SHOW_NAVIGATION_DRAWER), { value });
    } catch (error) {
      runInAction(() => (this.showNavigationDrawer = previous));
      this.snackbar.show((error as ApiError).message, { intent: 'danger' });
    }
  }
}
