import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AnyObject } from 'yup';
import { datatableQuerySchema, type DatatableQuery, type DatatableRef, type DatatableReply } from '../../common/datatable';
import { defineRoute, type RouteContext, type ServerRoute } from '../plugin/defineServerPlugin';
import { containsPattern } from './containsPattern';

/** A column of a table's rows: a reference such as `channels.title`, or any SQL expression. */
export type DatatableColumn = string | Expression<unknown>;

/**
 * How the server answers one table (the ref says what may be asked; this says what it means in
 * SQL). `Paged` is what `toItem` makes of a row: the ref's item, unless `completePage` completes it.
 */
export interface DatatableSource<Item, K extends string, F extends AnyObject, DB, TB extends keyof DB, Row, Paged = Item> {
  /**
   * The rows the caller may see, selecting what `toItem` reads: the tenancy scope goes here.
   * One row per item and no order, limit or offset: the datatable adds them, and counts the
   * same rows with the selection dropped (so a costly selected column is computed for one page only).
   */
  rows(ctx: RouteContext): SelectQueryBuilder<DB, TB, Row> | Promise<SelectQueryBuilder<DB, TB, Row>>;
  /** The column behind each of the ref's sort keys. */
  sort: Record<K, DatatableColumn>;
  /** The columns `search` looks in: a row matches when each of its words is in one of them, case-insensitively. */
  search: readonly DatatableColumn[];
  /** How each of the ref's filters narrows the rows, given its validated value. */
  filters: { [P in keyof F]-?: (value: Exclude<F[P], undefined>) => Expression<SqlBool> };
  toItem(row: Row): Paged;
  /**
   * Adds to one page's items what its rows cannot hold (counts kept in the event store), once per
   * page: the page's ids in one question, not one per row. Required when `Paged` is not the item.
   */
  completePage?(items: NoInfer<Paged>[], ctx: RouteContext): Promise<Item[]>;
}

/** A source whose toItem makes less than the ref's item must complete each page. */
type CompletedWhenPartial<Item, Paged> = [Paged] extends [Item] ? unknown : { completePage: unknown };

/** The column of a searched page carrying the count of every matching row. */
const WINDOW_TOTAL = 'datatable_total';

const column = (c: DatatableColumn) => (typeof c === 'string' ? sql.ref(c) : c);

/**
 * The route of a datatable call (management §7): GET <ref.path>?search&options&filters →
 * `{items, total}`, guarded by the ref's rule, validated by its query schema (422 naming the
 * field), computed in SQL — the page with limit/offset and one count over the same rows (with a
 * search, a window count in the page's own query).
 */
export function defineDatatable<Item, K extends string, F extends AnyObject, DB, TB extends keyof DB, Row, Paged = Item>(
  ref: DatatableRef<Item, K, F>,
  // The item is the ref's: what toItem makes is checked against it, never taken for it.
  source: DatatableSource<NoInfer<Item>, K, F, DB, TB, Row, Paged> & CompletedWhenPartial<NoInfer<Item>, Paged>,
): ServerRoute {
  // Without completePage, toItem makes the ref's items (CompletedWhenPartial).
  const complete = (items: Paged[], ctx: RouteContext) => (source.completePage ? source.completePage(items, ctx) : (items as unknown as Item[]));
  const route = defineRoute({
    method: 'GET',
    url: ref.path,
    permission: ref.permission,
    schema: { query: datatableQuerySchema(ref) },
    async handler(ctx): Promise<DatatableReply<Item>> {
      const { options, search } = ctx.query;
      const searching = Boolean(search && source.search.length);
      const rows = narrowed(await source.rows(ctx), source, ctx.query);
      const pageOf = <R>(query: SelectQueryBuilder<DB, TB, R>) =>
        ordered(query, ref.defaultSort, source.sort, options, searching)
          .limit(options.itemsPerPage)
          .offset((options.page - 1) * options.itemsPerPage)
          .execute();
      // count(*) is a bigint: a string from node-postgres, a number from PGlite.
      const countOf = async () => Number(((await rows.clearSelect().select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow()) as { total: number | string }).total);
      if (searching) {
        // A searched page is sorted from every matching row (see ordered): the same pass counts them, rather than a second search.
        const page = (await pageOf(rows.select(sql<number | string>`count(*) over ()`.as(WINDOW_TOTAL)))) as (Row & { [WINDOW_TOTAL]: number | string })[];
        // Past the last page no row carries the count.
        const total = page.length ? Number(page[0][WINDOW_TOTAL]) : options.page > 1 ? await countOf() : 0;
        return { items: await complete(page.map((row) => source.toItem(row)), ctx), total };
      }
      const [page, total] = await Promise.all([pageOf(rows), countOf()]);
      return { items: await complete((page as Row[]).map((row) => source.toItem(row)), ctx), total };
    },
  });
  served.set(route, { path: ref.path, sortKeys: ref.sortKeys, sortedBy: Object.keys(source.sort) });
  return route;
}

/** What a datatable route serves: its ref's path and sort whitelist, and the sort keys its source maps to a column. */
export interface ServedDatatable {
  path: string;
  sortKeys: readonly string[];
  sortedBy: string[];
}

const served = new WeakMap<ServerRoute, ServedDatatable>();

/**
 * The datatable behind a route made by defineDatatable (undefined for any other route): `doctor`
 * checks that its source sorts by every key the ref's whitelist admits (types do, unless cast).
 */
export function servedDatatable(route: ServerRoute): ServedDatatable | undefined {
  return served.get(route);
}

/** The rows with the search and every sent filter applied. */
function narrowed<K extends string, F extends AnyObject, DB, TB extends keyof DB, Row>(
  rows: SelectQueryBuilder<DB, TB, Row>,
  source: DatatableSource<unknown, K, F, DB, TB, Row>,
  { search, filters }: DatatableQuery<K, F>,
): SelectQueryBuilder<DB, TB, Row> {
  let query = rows;
  // Each word (a search chip, or a word of one) must be found; each in any of the columns.
  for (const word of source.search.length ? searchWords(search) : []) {
    const pattern = containsPattern(word);
    // `::text` lets a number or date column be searched like the text the table shows.
    const matches = source.search.map((c) => sql<SqlBool>`${column(c)}::text ILIKE ${pattern} ESCAPE '\\'`);
    query = query.where(sql<SqlBool>`(${sql.join(matches, sql` OR `)})`);
  }
  // A filter left out or cleared (null: an optional day's schema default) filters nothing.
  for (const key of Object.keys(source.filters) as (keyof F)[]) {
    const value = filters[key];
    if (value != null) query = query.where(source.filters[key](value as NonNullable<F[keyof F]>));
  }
  return query;
}

/** The words of a search text (the client joins its chips with spaces). */
function searchWords(search: string | undefined): string[] {
  return search?.split(/\s+/).filter(Boolean) ?? [];
}

/**
 * The rows in the asked order, each key once, then by the default sort key so equal rows page stably.
 *
 * With a search, the order is by `coalesce(c, c)`: the same order, but no index provides it, so
 * the rows are found through the search's indexes (trigrams) and the page sorted from them.
 * Ordered by the bare column the planner may instead walk a sort-key index, testing the search
 * row by row until a page is full: through every row of the organisation when the matches are
 * rare, or cluster at the far end of that order (titles that start with the searched word).
 */
function ordered<K extends string, DB, TB extends keyof DB, Row>(
  rows: SelectQueryBuilder<DB, TB, Row>,
  defaultSort: DatatableRef<unknown, K>['defaultSort'],
  sort: Record<K, DatatableColumn>,
  { sortBy, sortDesc }: DatatableQuery<K>['options'],
  searching: boolean,
): SelectQueryBuilder<DB, TB, Row> {
  const order = new Map<K, boolean>();
  sortBy.forEach((key, i) => {
    if (!order.has(key)) order.set(key, sortDesc[i] ?? false);
  });
  if (!order.has(defaultSort.key)) order.set(defaultSort.key, defaultSort.desc);
  let query = rows;
  const sortColumn = (c: DatatableColumn) => (searching ? sql`coalesce(${column(c)}, ${column(c)})` : column(c));
  for (const [key, desc] of order) query = query.orderBy(sortColumn(sort[key]), desc ? 'desc' : 'asc');
  return query;
}
