import type { ResourceFilter } from '../../../core/client/resources';

/** Whether the resource filter narrows to pages: a `page` or a page term (spec §3 Filter). */
export function hasPageFilter(filter: ResourceFilter): boolean {
  if (typeof filter.page === 'string' && filter.page !== '') return true;
  return Array.isArray(filter.terms) && filter.terms.some((term) => (term as { field?: unknown }).field === 'page');
}
