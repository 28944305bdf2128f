import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { authPaths } from '../../../common/api/authPaths';
import type { DatatableReply, DatatableRequest } from '../../../common/datatable';
import type { ApiError } from '../../api/ApiError';
import type { ApiKernel } from '../../api/ApiKernel';
import type { SnackbarStore } from '../../shell/SnackbarStore';

/** The account setting that keeps a table's page size (CO-12: stored per table). */
const dataTablePageSizeSetting = (id: string) => `dataTable.${id}.pageSize`;

/** The rows of one DataTable and its stored page size: the table's I/O (its state lives in the URL). */
export class DataTableStore<Item> {
  items: Item[] = [];
  total = 0;
  loading = false;
  /** A load has settled: until then the table shows no empty state. */
  loaded = false;
  /** The request (as JSON) whose reply the store holds: whether `total` speaks of the rows asked for now. */
  loadedRequest?: string = undefined;
  /** The last load failed (its error is in the snackbar). */
  failed = false;
  /** The page size saved for this table; none when never saved. */
  storedPageSize?: number = undefined;
  /** Whether the saved page size has been read: a table whose URL names no size waits for it. */
  pageSizeRead = false;
  private controller?: AbortController;
  private lastRequest?: DatatableRequest;
  /** The snackbar message of this table's last failure, replaced by the next one instead of piling up. */
  private errorMessage?: number;

  constructor(
    private readonly api: ApiKernel,
    private readonly snackbar: SnackbarStore,
    /** The ref's GET path. */
    private readonly path: string,
    /** The table's id (its URL prefix and its setting name). */
    private readonly id: string,
    private readonly pageSizes: readonly number[],
  ) {
    makeObservable<DataTableStore<Item>, 'settled'>(this, {
      items: observableRef,
      total: observable,
      loading: observable,
      loaded: observable,
      loadedRequest: observable,
      failed: observable,
      storedPageSize: observable,
      pageSizeRead: observable,
      rememberPageSize: action,
      settled: action,
    });
  }

  /** Reads the page size saved for the table; a failure only costs the default. */
  async readPageSize(): Promise<void> {
    let stored: unknown;
    try {
      stored = await this.api.get<unknown>(authPaths.accountSetting(dataTablePageSizeSetting(this.id)));
    } catch (error) {
      console.error('Reading the page size failed:', (error as ApiError).code);
    }
    runInAction(() => {
      if (typeof stored === 'number' && this.pageSizes.includes(stored)) this.storedPageSize = stored;
      this.pageSizeRead = true;
    });
  }

  /** Keeps a chosen page size for the next visit; a failed save is only logged (the table shows the size anyway). */
  rememberPageSize(size: number): void {
    this.storedPageSize = size;
    this.api.post(authPaths.accountSetting(dataTablePageSizeSetting(this.id)), { value: size }).catch((error: ApiError) => {
      console.error('Saving the page size failed:', error.code);
    });
  }

  /**
   * GET <path>?search&options&filters, cancelling the load still under way. A failure shows a
   * red snackbar that stays until closed (management §8: table load failures, TR-07).
   */
  async load(request: DatatableRequest): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.lastRequest = request;
    runInAction(() => (this.loading = true));
    try {
      const reply = await this.api.get<DatatableReply<Item>>(this.path, { query: { ...request }, signal: controller.signal });
      this.settled(controller, request, reply.items, reply.total, false);
    } catch (error) {
      const e = error as ApiError;
      if (e.cancelled) return;
      this.settled(controller, request, [], 0, true);
      if (this.errorMessage !== undefined) this.snackbar.dismiss(this.errorMessage);
      this.errorMessage = this.snackbar.show(e.message, { intent: 'danger', timeout: 0 });
    }
  }

  /** Loads the last request again (the retry of a failed load). */
  reload(): Promise<void> {
    return this.lastRequest ? this.load(this.lastRequest) : Promise.resolve();
  }

  /** Stops a load under way (the table left the screen). */
  dispose(): void {
    this.controller?.abort();
  }

  private settled(controller: AbortController, request: DatatableRequest, items: Item[], total: number, failed: boolean): void {
    if (controller !== this.controller) return;
    this.loadedRequest = JSON.stringify(request);
    this.items = items;
    this.total = total;
    this.failed = failed;
    this.loading = false;
    this.loaded = true;
  }
}
