import type { Filter, TermFilter } from './Filter';

/**
 * The edits the filter bar and the pages make to a filter, as pure functions. `temporary`
 * marks what is added while temporary mode is on, so the chip shows it and saving drops the mark.
 */
export function withDomain(filter: Filter, domain: string | string[], temporary = false): Filter {
  return { ...filter, domain, domainIsTemporary: temporary ? true : undefined };
}

export function withTerm(filter: Filter, term: TermFilter, temporary = false): Filter {
  return { ...filter, terms: [...(filter.terms ?? []), temporary ? { ...term, isTemporary: true } : term] };
}

export function withoutDomain(filter: Filter): Filter {
  const { domain: _d, domainIsTemporary: _t, ...rest } = filter;
  return rest;
}

export function withoutTerm(filter: Filter, index: number): Filter {
  return { ...filter, terms: (filter.terms ?? []).filter((_, i) => i !== index) };
}
