import type { DataRow } from '../common/monitoringReplies';
import { countsUsers, type MonitoringFilter } from '../common/monitoringFilter';

/** Rows per number list when the filter does not say (spec §9: lists show at most 10 rows). */
export const DEFAULT_LIST_SIZE = 10;

/** Text order that does not depend on the locale (lists must be stable across machines). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const usersOf = (row: DataRow) => row.users ?? 0;

/** Number-list order: most users, then most views, then by key. */
export const byUsers = (a: DataRow, b: DataRow) => usersOf(b) - usersOf(a) || b.doc_count - a.doc_count || byText(a.key, b.key);
/** views/… lists: most views, then most users (when counted), then by key. */
export const byViews = (a: DataRow, b: DataRow) => b.doc_count - a.doc_count || usersOf(b) - usersOf(a) || byText(a.key, b.key);

/** A row's counts for the reply: `users` only when the filter counts them. */
export function counts(filter: MonitoringFilter, views: number, users: number): Pick<DataRow, 'doc_count' | 'views' | 'users'> {
  return countsUsers(filter) ? { doc_count: views, users, views } : { doc_count: views, views };
}

/** Distinct users as a measure when the filter counts them (metric=views counts page views only). */
export const usersMeasure = (filter: MonitoringFilter) => (countsUsers(filter) ? ('users' as const) : undefined);
