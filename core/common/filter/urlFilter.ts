import type { Filter, TermFilter } from './Filter';
import type { FilterFieldContribution } from './filterFields';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const ID = /^[1-9]\d*$/;

/** A term field that a query parameter sets by id (FilterFieldContribution.urlParam), e.g. `?<param>=3`. */
export interface UrlTermField {
  field: string;
  urlParam: string;
}

/**
 * The temporary filters of `?domain=&page=` and of the id parameters the fields declare (FB-02);
 * invalid values are ignored (OP-31).
 */
export function urlFilter(params: URLSearchParams, idFields: readonly UrlTermField[] = []): Pick<Filter, 'domain' | 'terms'> | undefined {
  const domain = params.get('domain')?.trim();
  const page = params.get('page')?.trim();
  const terms: TermFilter[] = [];
  if (page && page.startsWith('/')) terms.push({ field: 'page', value: page, isTemporary: true });
  for (const { field, urlParam } of idFields) {
    const id = params.get(urlParam)?.trim();
    if (id && ID.test(id)) terms.push({ field, value: Number(id), isTemporary: true });
  }
  const validDomain = domain && DOMAIN.test(domain) ? domain.toLowerCase() : undefined;
  if (!validDomain && !terms.length) return undefined;
  return { ...(validDomain ? { domain: validDomain } : {}), terms };
}

/** The query parameters that carry temporary filters (FB-02): domain, page and the fields' id parameters. */
export function urlFilterParams(idFields: readonly UrlTermField[] = []): string[] {
  return ['domain', 'page', ...idFields.map((f) => f.urlParam)];
}

/** Whether a filter still holds a temporary part (FB-19). */
export function hasTemporary(filter: Filter): boolean {
  return Boolean(filter.domainIsTemporary && filter.domain) || (filter.terms ?? []).some((t) => t.isTemporary);
}

/** The filter as it is stored: temporary marks dropped (FB-17). */
export function withoutTemporaryMarks(filter: Filter): Filter {
  const { domainIsTemporary: _dropped, ...rest } = filter;
  return { ...rest, terms: (filter.terms ?? []).map(({ isTemporary: _t, ...term }) => term) };
}

/** FB-02: the temporary filter that URL filters make of a stored one; a URL term replaces stored terms of its field. */
export function withUrlFilter(stored: Filter, found: NonNullable<ReturnType<typeof urlFilter>>): Filter {
  return {
    ...stored,
    ...(found.domain ? { domain: found.domain, domainIsTemporary: true } : {}),
    terms: [...(stored.terms ?? []).filter((t) => !found.terms!.some((f) => f.field === t.field)), ...found.terms!],
  };
}

/** The fields that a query parameter sets by id (FB-02). */
export function urlTermFields(fields: readonly FilterFieldContribution[]): UrlTermField[] {
  return fields.flatMap((f) => (f.kind === 'choice' && f.urlParam ? [{ field: f.field, urlParam: f.urlParam }] : []));
}
