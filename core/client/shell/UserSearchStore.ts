import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { authPaths } from '../../common/api/authPaths';
import type { UserSearchResult } from '../../common/api/User';
import type { ApiError } from '../api/ApiError';
import type { ApiKernel } from '../api/ApiKernel';
import type { SnackbarStore } from './SnackbarStore';

/** SH-20: one request this long after the last keystroke. */
const USER_SEARCH_DEBOUNCE_MS = 500;
/** SH-21: a failed search stays on screen longer than an ordinary message. */
const USER_SEARCH_ERROR_MS = 6000;

/** The toolbar's user search (viewUsers only): by id, e-mail or name. */
export class UserSearchStore {
  query = '';
  results: UserSearchResult[] = [];
  loading = false;
  private timer?: ReturnType<typeof setTimeout>;
  private controller?: AbortController;

  constructor(
    private readonly api: ApiKernel,
    private readonly snackbar: SnackbarStore,
  ) {
    makeObservable(this, { query: observable, results: observableRef, loading: observable, setQuery: action });
  }

  setQuery(query: string): void {
    this.query = query;
    clearTimeout(this.timer);
    this.controller?.abort();
    if (!query.trim()) {
      this.results = [];
      this.loading = false;
      return;
    }
    this.loading = true;
    this.timer = setTimeout(() => void this.search(query.trim()), USER_SEARCH_DEBOUNCE_MS);
  }

  private async search(search: string): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    try {
      const results = await this.api.get<UserSearchResult[]>(authPaths.userSearch, { query: { search }, signal: controller.signal });
      runInAction(() => {
        this.results = results;
        this.loading = false;
      });
    } catch (error) {
      const e = error as ApiError;
      if (e.cancelled) return;
      runInAction(() => (this.loading = false));
      this.snackbar.show(e.message, { intent: 'danger', timeout: USER_SEARCH_ERROR_MS });
    }
  }
}
