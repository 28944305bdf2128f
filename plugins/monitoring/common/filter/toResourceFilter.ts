import type { ResourceFilter } from '../../../../core/client/resources/resourceKey';
import type { Filter } from './Filter';

/** The monitoring filter (spec §7) the cards pass to their resources: domain, terms and the audience source. */
export function toResourceFilter(filter: Filter, usePinpollAudiences: boolean): ResourceFilter {
  const terms = (filter.terms ?? []).map(({ field, value }) => ({ field, value }));
  return {
    ...(filter.domain !== undefined && filter.domain !== '' ? { domain: filter.domain } : {}),
    ...(terms.length ? { terms } : {}),
    usePinpollAudiences,
  };
}
