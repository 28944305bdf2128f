import type { EventFilter } from '../events/eventFilter';
import type { Filter } from './Filter';

/** What of the stored filter (spec §3) the resources take (spec §7): the domain and the terms without their labels. */
export function toResourceFilter(filter: Filter): Pick<EventFilter, 'domain' | 'terms'> {
  const terms = (filter.terms ?? []).map(({ field, value }) => ({ field, value }));
  return {
    ...(filter.domain !== undefined && filter.domain !== '' ? { domain: filter.domain } : {}),
    ...(terms.length ? { terms } : {}),
  };
}
