import type { AnyObject, ObjectSchema } from 'yup';

/** Page sizes of every table unless it declares its own (management §9, CO-12). */
export const DATATABLE_PAGE_SIZES: readonly number[] = [5, 10, 25, 50, 100];

/** Type-only key: a ref carries its row type without any runtime value. */
declare const itemType: unique symbol;

/** What a table declares for both halves: where it answers, who may ask, and what it may be asked. */
export interface DatatableSpec<K extends string, F extends AnyObject> {
  /** GET path relative to /api, e.g. `/v1/channels/datatable`. */
  path: string;
  /** The named rule that guards the route (and that the client checks before asking). */
  permission: string;
  /** The keys `options.sortBy` may name; the server maps each to a column. */
  sortKeys: readonly K[];
  /** The sort when `options.sortBy` is empty; its key must be unique per row, as it also breaks ties. */
  defaultSort: { key: NoInfer<K>; desc: boolean };
  /** Allowed `options.itemsPerPage` (default DATATABLE_PAGE_SIZES). */
  pageSizes?: readonly number[];
  /** `options.itemsPerPage` when none is sent (default 10). */
  defaultPageSize?: number;
  /** The filters the table takes, each with its yup type; any other key is refused. */
  filters: ObjectSchema<F>;
}

/** A table as both halves name it: the client's DataTable reads it, the server's `defineDatatable` serves it. */
export interface DatatableRef<Item = unknown, K extends string = string, F extends AnyObject = AnyObject> extends Required<DatatableSpec<K, F>> {
  readonly [itemType]?: Item;
}

/**
 * Declares a table once, in the owning plugin's `common/` (like `resourceRef`): the row type is
 * given, the rest inferred — `datatableRef<Channel>()({ path, permission, sortKeys, … })`.
 */
export function datatableRef<Item>() {
  return <K extends string, F extends AnyObject>(spec: DatatableSpec<K, F>): DatatableRef<Item, K, F> =>
    Object.freeze({ pageSizes: DATATABLE_PAGE_SIZES, defaultPageSize: 10, ...spec });
}
