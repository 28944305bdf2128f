/** Exact distinct visitors (the spec shows users; approx_count_distinct errs by a few %), by their integer key. */
export const USERS_SQL = 'count(DISTINCT vid)';
/** Page views. `views` is reserved in DuckDB: aliases are quoted. */
export const VIEWS_SQL = "count(*) FILTER (WHERE kind = 'pageview')";
export const EVENTS_SQL = "count(*) FILTER (WHERE kind = 'event')";

/** Number-list order: most users first, then most views, then by key (stable for equal counts). */
export const LIST_ORDER_SQL = 'users DESC, doc_count DESC, key ASC';

/** Rows per number list when the filter does not say (spec §9: lists show at most 10 rows). */
export const DEFAULT_LIST_SIZE = 10;
