import type { AnyObject } from 'yup';

/** Paging and sorting of a datatable call (management §7), as the server reads it after validation. */
export interface DatatableOptions<K extends string = string> {
  /** From 1. */
  page: number;
  itemsPerPage: number;
  /** Sort keys in order of precedence; empty: the table's default sort. */
  sortBy: K[];
  /** `sortDesc[i]` is the direction of `sortBy[i]`; a missing one is ascending. */
  sortDesc: boolean[];
}

/** A datatable call after validation: `GET …/datatable?search=…&options=<JSON>&filters=<JSON>`. */
export interface DatatableQuery<K extends string = string, F extends AnyObject = AnyObject> {
  /** Case-insensitive substring over the table's search columns; '' matches all. */
  search: string;
  options: DatatableOptions<K>;
  filters: F;
}

/** What a client sends: any part may be left out (the table's defaults apply). */
export interface DatatableRequest<K extends string = string, F extends AnyObject = AnyObject> {
  search?: string;
  options?: Partial<DatatableOptions<K>>;
  filters?: Partial<F>;
}

/** The query string of a datatable call: options and filters as JSON, as the server parses them. */
export function datatableQueryString(request: DatatableRequest): string {
  const params = new URLSearchParams();
  if (request.search) params.set('search', request.search);
  if (request.options) params.set('options', JSON.stringify(request.options));
  if (request.filters) params.set('filters', JSON.stringify(request.filters));
  return params.toString();
}
