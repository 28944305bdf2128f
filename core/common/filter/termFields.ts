import type { Filter, TermFilter } from './Filter';

/** The one value of an equals term, if the term has exactly one. */
const single = (term: TermFilter) => (Array.isArray(term.value) ? (term.value.length === 1 ? term.value[0] : undefined) : term.value);

/**
 * FB-21: the filter's `page` and `channel` (spec §3) follow its terms, which the chips show
 * (FB-03): `page` is the path of a page term of one value, `channel` the id of a channel term of
 * one value; without such a term they are absent. A list of pages or channels (contains) stays
 * a term only, as `page` names one page and `channel` one channel.
 */
export function withTermFields(filter: Filter): Filter {
  const { page: _page, channel: _channel, ...rest } = filter;
  const terms = filter.terms ?? [];
  const page = terms.filter((t) => t.field === 'page').map(single).find((v) => typeof v === 'string' && v !== '');
  const channel = terms.filter((t) => t.field === 'channel').map(single).map(Number).find((v) => Number.isInteger(v) && v > 0);
  return { ...rest, ...(page !== undefined ? { page: page as string } : {}), ...(channel !== undefined ? { channel } : {}) };
}
