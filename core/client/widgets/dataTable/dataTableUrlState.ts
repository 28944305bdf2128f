import type { AnyObject, Schema } from 'yup';
import type { DatatableRef } from '../../../common/datatable';
import { INPUT_LIMITS } from '../../../common/validation';

/** What a DataTable shows, as its URL keeps it: a reload or a shared link shows the same rows. */
export interface DataTableState<K extends string = string, F extends AnyObject = AnyObject> {
  /** From 1. */
  page: number;
  /** One of the ref's page sizes; none: the size stored for the table, else the ref's default. */
  itemsPerPage?: number;
  /** None: the ref's default sort. */
  sort?: { key: K; desc: boolean };
  /** The search chips, in order. */
  search: string[];
  /** The chosen filters (a filter left out is unset, or at its default when it must have a value). */
  filters: Partial<F>;
}

/** The table's parameters, each prefixed with its id (`channels.page`), so two tables on one page keep apart. */
const PARTS = ['page', 'size', 'sort', 'search', 'filters'] as const;
const name = (id: string, part: (typeof PARTS)[number]) => `${id}.${part}`;

/** The table's own part of a query string, as text: equal while nothing of this table changed. */
export function dataTableParamsKey(params: URLSearchParams, id: string): string {
  return PARTS.flatMap((part) => params.getAll(name(id, part)).map((value) => `${part}=${value}`)).join('&');
}

/**
 * The table's state from the query string. A link may be old or edited by hand: a part the
 * table does not allow (a size or sort key it does not offer, a filter it does not know or with
 * a value its schema refuses) is left out, so the table's default applies instead of a 422.
 */
export function readDataTableState<K extends string, F extends AnyObject>(params: URLSearchParams, id: string, ref: DatatableRef<unknown, K, F>): DataTableState<K, F> {
  const page = Number(params.get(name(id, 'page')));
  const size = Number(params.get(name(id, 'size')));
  const sort = params.get(name(id, 'sort')) ?? '';
  const sortKey = sort.replace(/^-/, '') as K;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= INPUT_LIMITS.idMax ? page : 1,
    itemsPerPage: ref.pageSizes.includes(size) ? size : undefined,
    sort: ref.sortKeys.includes(sortKey) ? { key: sortKey, desc: sort.startsWith('-') } : undefined,
    search: params.getAll(name(id, 'search')).map((term) => term.trim()).filter(Boolean),
    filters: knownFilters(params.get(name(id, 'filters')), ref),
  };
}

/** The query string with the table's state in place of its old one; other parameters stay. Defaults are left out. */
export function writeDataTableState<K extends string, F extends AnyObject>(params: URLSearchParams, id: string, state: DataTableState<K, F>, ref: DatatableRef<unknown, K, F>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const part of PARTS) next.delete(name(id, part));
  if (state.page > 1) next.set(name(id, 'page'), String(state.page));
  if (state.itemsPerPage !== undefined) next.set(name(id, 'size'), String(state.itemsPerPage));
  const { sort } = state;
  if (sort && (sort.key !== ref.defaultSort.key || sort.desc !== ref.defaultSort.desc)) next.set(name(id, 'sort'), `${sort.desc ? '-' : ''}${sort.key}`);
  for (const term of state.search) next.append(name(id, 'search'), term);
  if (Object.keys(state.filters).length) next.set(name(id, 'filters'), JSON.stringify(state.filters));
  return next;
}

function knownFilters<F extends AnyObject>(text: string | null, ref: DatatableRef<unknown, string, F>): Partial<F> {
  let sent: unknown;
  try {
    sent = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return {};
  const fields = ref.filters.fields as unknown as Record<string, Schema | undefined>;
  return Object.fromEntries(Object.entries(sent).filter(([key, value]) => value !== null && fields[key]?.isValidSync(value))) as Partial<F>;
}
