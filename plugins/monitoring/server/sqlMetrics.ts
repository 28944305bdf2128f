import type { PartAggregate } from '../../../core/server/events';

/** Exact distinct visitors (the spec shows users; approx_count_distinct errs by a few %), by their integer key. */
export const USERS_SQL = 'count(DISTINCT vid)';

/**
 * Distinct users per time bucket. Parts of a range never merge them (no roll-up form: one scan
 * counts each bucket whole), so `merge` is never applied.
 */
export const BUCKET_USERS: PartAggregate = { sql: USERS_SQL, merge: 'sum' };

/** Rows per number list when the filter does not say (spec §9: lists show at most 10 rows). */
export const DEFAULT_LIST_SIZE = 10;
