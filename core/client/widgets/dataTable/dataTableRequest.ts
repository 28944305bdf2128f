import type { AnyObject } from 'yup';
import type { DatatableRef, DatatableRequest } from '../../../common/datatable';
import type { DataTableFilter } from './DataTableFilter';
import type { DataTableState } from './dataTableUrlState';

/** The filters in force: the chosen ones over the defaults of those that must always have a value. */
export function filtersInForce<F extends AnyObject>(state: DataTableState<string, F>, filters: readonly DataTableFilter<F>[]): Partial<F> {
  const defaults = Object.fromEntries(filters.flatMap((f) => (f.clearable ? [] : [[f.key, f.default]])));
  return { ...defaults, ...state.filters };
}

/**
 * The datatable call for a state (management §7): the search chips as one text (the server finds
 * rows holding every word), the page, its size and the sort always named, the filters in force.
 */
export function dataTableRequest<K extends string, F extends AnyObject>(
  state: DataTableState<K, F>,
  itemsPerPage: number,
  ref: DatatableRef<unknown, K, F>,
  filters: readonly DataTableFilter<F>[],
): DatatableRequest<K, F> {
  const sort = state.sort ?? ref.defaultSort;
  const inForce = filtersInForce(state, filters);
  return {
    search: state.search.length ? state.search.join(' ') : undefined,
    options: { page: state.page, itemsPerPage, sortBy: [sort.key], sortDesc: [sort.desc] },
    filters: Object.keys(inForce).length ? inForce : undefined,
  };
}
