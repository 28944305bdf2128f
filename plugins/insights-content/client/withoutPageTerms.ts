import type { ResourceFilter } from '../../../core/client/resources';

/**
 * The filter without its page terms: the trending list keeps listing the other pages while one
 * is selected, so a click on another page switches and a click on the same one clears (IC-03).
 */
export function withoutPageTerms(filter: ResourceFilter): ResourceFilter {
  const terms = ((filter.terms as { field: string }[] | undefined) ?? []).filter((t) => t.field !== 'page');
  const { terms: _all, ...rest } = filter;
  return terms.length ? { ...rest, terms } : rest;
}
