import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { InferType } from 'yup';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { MetaTagRow } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';
import type { metaTagsQuerySchema } from '../common/mappingSchemas';

/** What the behaviour table asks getMetaTags for (MT-10, MT-11, MT-15). */
export type MetaTagQuery = InferType<typeof metaTagsQuerySchema>;
export type MetaTagFilters = MetaTagQuery['filters'];

/**
 * The behaviour mapping table's data (management §2): the meta keys seen (getAvailableFields), the
 * top values of one key (getMetaTags) and, per row on demand, its exact distinct visitors
 * (getDistinctVisitors, MT-13). A failure is the page's to show (MT-18).
 */
export class MetaTagsStore {
  rows: MetaTagRow[] = [];
  fields: string[] = [];
  loading = false;
  /** Rows whose visitors are being counted, by `key value`. */
  counting: ReadonlySet<string> = new Set();
  private controller?: AbortController;

  constructor(
    private readonly api: Pick<ApiKernel, 'get'>,
    private readonly onError: (error: ApiError) => void,
  ) {
    makeObservable<MetaTagsStore, 'settled'>(this, { rows: observableRef, fields: observableRef, loading: observable, counting: observableRef, settled: action });
  }

  async loadFields(): Promise<void> {
    try {
      const fields = await this.api.get<string[]>(mappingPaths.metaTags.availableFields);
      runInAction(() => (this.fields = fields));
    } catch (error) {
      this.onError(error as ApiError);
    }
  }

  /** The top values of a key, cancelling a load under way; the search is left out while empty. */
  async load(query: MetaTagQuery): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    runInAction(() => (this.loading = true));
    try {
      const rows = await this.api.get<MetaTagRow[]>(mappingPaths.metaTags.list, { query: { ...query, search: query.search || undefined }, signal: controller.signal });
      this.settled(controller, rows);
    } catch (error) {
      if ((error as ApiError).cancelled) return;
      this.settled(controller, []);
      this.onError(error as ApiError);
    }
  }

  /**
   * MT-13: the row's exact distinct visitors in the timeframe fill its cell (a second click while
   * counting waits for the first). `exact`: the row's value is the tag's own, a star in it no wildcard.
   */
  async countVisitors(row: MetaTagRow, filters: MetaTagFilters): Promise<void> {
    const id = rowId(row);
    if (this.counting.has(id)) return;
    runInAction(() => (this.counting = new Set([...this.counting, id])));
    try {
      const { visitors } = await this.api.get<{ visitors: number }>(mappingPaths.metaTags.distinctVisitors, {
        query: { key: row.key, value: row.value, exact: true, filters: { timeframe: filters.timeframe, domain: filters.domain } },
      });
      runInAction(() => (this.rows = this.rows.map((r) => (rowId(r) === id ? { ...r, visitors } : r))));
    } catch (error) {
      this.onError(error as ApiError);
    } finally {
      runInAction(() => (this.counting = new Set([...this.counting].filter((c) => c !== id))));
    }
  }

  isCounting(row: MetaTagRow): boolean {
    return this.counting.has(rowId(row));
  }

  /** Stops a load under way (the page left the screen). */
  dispose(): void {
    this.controller?.abort();
  }

  private settled(controller: AbortController, rows: MetaTagRow[]): void {
    if (controller !== this.controller) return;
    this.rows = rows;
    this.loading = false;
  }
}

const rowId = (row: MetaTagRow) => `${row.key}\u0000${row.value}`;
