import { Button, NonIdealState, ProgressBar } from '@blueprintjs/core';
import { ColumnHeaderCell } from '@blueprintjs/table';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObject } from 'yup';
import type { DatatableRef } from '../../../common/datatable';
import { useConsole } from '../../app/ConsoleContext';
import type { DataTableColumn } from './DataTableColumn';
import type { DataTableFilter } from './DataTableFilter';
import { DataTableFilterMenu } from './DataTableFilterMenu';
import { DataTableGrid } from './DataTableGrid';
import { DataTablePager } from './DataTablePager';
import { dataTableRequest, filtersInForce } from './dataTableRequest';
import { DataTableSearch } from './DataTableSearch';
import { DataTableStore } from './DataTableStore';
import type { DataTableState } from './dataTableUrlState';
import { useDataTableUrlState } from './useDataTableUrlState';
import './dataTable.css';

/** Management §7: table search waits 500 ms after the last keystroke. */
const DATATABLE_SEARCH_DEBOUNCE_MS = 500;

export interface DataTableProps<Item, K extends string, F extends AnyObject> {
  /** Names the table in the URL (`<id>.page`, …) and its page-size setting: unique on its page, stable across releases. */
  id: string;
  /** The table's ref from the plugin's common/: where it answers, its sizes, sort keys and filters. */
  table: DatatableRef<Item, K, F>;
  columns: readonly DataTableColumn<Item>[];
  /** The filter menu's controls; no menu when left out. */
  filters?: readonly DataTableFilter<F>[];
  /** A row clicked, or Enter on the focused row. */
  onRowClick?(item: Item): void;
  debounceMs?: number;
  /** Beside the search: the screen's own buttons (create, export). */
  actions?: ReactNode;
  /** A new value loads the current page again, keeping the rows meanwhile: the screen changed rows (created, updated, deleted). */
  refreshKey?: string | number;
}

const NO_FILTERS: readonly never[] = [];

/**
 * A server-paged table on Blueprint's Table (management §2, §9): the ref's page sizes with the
 * size kept per table (CO-12), the ref's default sort and sortable headers, search chips, a
 * filter menu, row click, columns hidden without their permission, a progress bar while loading,
 * an empty state and a red snackbar that stays on a failed load. Its state lives in the URL.
 * Keyboard: Tab reaches the table, the arrow keys move the focused row, Enter opens it.
 */
function DataTableView<Item, K extends string, F extends AnyObject>({
  id,
  table,
  columns,
  filters = NO_FILTERS,
  onRowClick,
  debounceMs = DATATABLE_SEARCH_DEBOUNCE_MS,
  actions,
  refreshKey,
}: DataTableProps<Item, K, F>) {
  const { api, snackbar, auth } = useConsole();
  const { t } = useTranslation('core');
  const [store] = useState(() => new DataTableStore<Item>(api, snackbar, table.path, id, table.pageSizes));
  const [state, setState] = useDataTableUrlState(id, table);

  useEffect(() => {
    void store.readPageSize();
    return () => store.dispose();
  }, [store]);

  // A size in the URL wins (a shared link shows the same rows); else the one kept for the table.
  const itemsPerPage = state.itemsPerPage ?? store.storedPageSize ?? table.defaultPageSize;
  const ready = (state.itemsPerPage !== undefined || store.pageSizeRead) && auth.can(table.permission);
  const requestKey = JSON.stringify(dataTableRequest(state, itemsPerPage, table, filters));
  useEffect(() => {
    if (ready) void store.load(JSON.parse(requestKey));
  }, [store, ready, requestKey, refreshKey]);

  /** A new state from the current one; anything but the page starts again at page 1. The size is always written, so a link carries it. */
  const change = useCallback(
    (next: Partial<DataTableState<K, F>>, options?: { replace?: boolean }) => setState({ ...state, itemsPerPage, page: 1, ...next }, options),
    [state, itemsPerPage, setState],
  );
  const search = useCallback((terms: string[]) => change({ search: terms }), [change]);

  // The rows asked for end before the URL's page (rows deleted, an old link): show the last page instead.
  const answered = store.loadedRequest === requestKey;
  const lastPage = Math.max(1, Math.ceil(store.total / itemsPerPage));
  useEffect(() => {
    if (answered && store.total > 0 && state.page > lastPage) change({ page: lastPage }, { replace: true });
  }, [answered, store.total, state.page, lastPage, change]);

  const sort = state.sort ?? table.defaultSort;
  const visible = columns.filter((column) => !column.permission || auth.can(column.permission));
  const items = store.items;

  const headerCell = (column: DataTableColumn<Item>) => {
    if (!(table.sortKeys as readonly string[]).includes(column.key)) return <ColumnHeaderCell name={column.header} />;
    const active = sort.key === column.key;
    const label = active ? t(sort.desc ? 'dataTable.sortedDescending' : 'dataTable.sortedAscending', { column: column.header }) : t('dataTable.sortBy', { column: column.header });
    const toggle = () => change({ sort: { key: column.key as K, desc: active ? !sort.desc : false } });
    return (
      <ColumnHeaderCell
        name={column.header}
        nameRenderer={(name) => (
          <Button
            className="ac-datatable-sort"
            variant="minimal"
            size="small"
            text={name}
            endIcon={active ? (sort.desc ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical'}
            aria-label={label}
            onClick={toggle}
            data-testid={`datatable-sort-${column.key}`}
          />
        )}
      />
    );
  };
  const body = () => {
    if (!store.loaded || (store.loading && !items.length)) return null;
    if (store.failed) {
      return (
        <div data-testid="datatable-failed">
          <NonIdealState icon="error" title={t('dataTable.failed')} action={<Button icon="refresh" text={t('dataTable.retry')} onClick={() => void store.reload()} />} />
        </div>
      );
    }
    if (!items.length) {
      return (
        <div data-testid="datatable-empty">
          <NonIdealState icon="search" title={t('dataTable.empty')} description={t('dataTable.emptyText')} />
        </div>
      );
    }
    return <DataTableGrid items={items} columns={visible} onRowClick={onRowClick} headerCell={headerCell} />;
  };

  return (
    <div className="ac-datatable" data-testid={`datatable-${id}`}>
      <div className="ac-datatable-toolbar">
        <DataTableSearch terms={state.search} onChange={search} debounceMs={debounceMs} />
        {filters.length > 0 && (
          <DataTableFilterMenu
            filters={filters}
            values={filtersInForce(state, filters)}
            onChange={(key, value) => {
              const chosen: AnyObject = { ...state.filters };
              if (value === undefined) delete chosen[key];
              else chosen[key] = value;
              change({ filters: chosen as Partial<F> });
            }}
          />
        )}
        {actions}
      </div>
      <div className="ac-datatable-progress">{store.loading && <ProgressBar intent="primary" aria-label={t('dataTable.loading')} data-testid="datatable-loading" />}</div>
      {body()}
      <DataTablePager
        page={state.page}
        itemsPerPage={itemsPerPage}
        total={store.total}
        pageSizes={table.pageSizes}
        onPage={(page) => change({ page })}
        onPageSize={(size) => {
          store.rememberPageSize(size);
          change({ itemsPerPage: size });
        }}
      />
    </div>
  );
}

export const DataTable = observer(DataTableView) as typeof DataTableView;
