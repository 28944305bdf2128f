import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AnyObject } from 'yup';
import type { DatatableRef } from '../../../common/datatable';
import { dataTableParamsKey, readDataTableState, writeDataTableState, type DataTableState } from './dataTableUrlState';

/**
 * A DataTable's state in the URL's query string, under the table's id. Each change is a history
 * entry (unless replacing), so back and forward step through what the table showed; parameters of anything else on
 * the page stay. The state object changes only when the table's own parameters do.
 */
export function useDataTableUrlState<K extends string, F extends AnyObject>(
  id: string,
  ref: DatatableRef<unknown, K, F>,
): [DataTableState<K, F>, (next: DataTableState<K, F>, options?: { replace?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;
  const key = dataTableParamsKey(new URLSearchParams(location.search), id);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the table's part of `location.search`
  const state = useMemo(() => readDataTableState(new URLSearchParams(current.current.search), id, ref), [key, id, ref]);
  const setState = useCallback(
    (next: DataTableState<K, F>, options?: { replace?: boolean }) => {
      const { pathname, search, hash } = current.current;
      const params = writeDataTableState(new URLSearchParams(search), id, next, ref).toString();
      void navigate({ pathname, search: params ? `?${params}` : '', hash }, { replace: options?.replace });
    },
    [navigate, id, ref],
  );
  return [state, setState];
}
