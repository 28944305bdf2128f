import type { Filter, TermFilter } from '../../common/filter/Filter';
import type { FormField } from './AddFilterStore';

/**
 * A term of a list field named from that list: its values' labels joined as the form joins them,
 * and the first value's type as the form takes it (FB-22 type_id); none while a value is unknown.
 */
function named(term: TermFilter, fields: readonly FormField[]): TermFilter | undefined {
  const field = fields.find((f) => f.field === term.field);
  if (field?.kind !== 'choice') return undefined;
  const options = [term.value].flat().map((v) => field.options.find((o) => o.key === String(v)));
  if (!options.every((o) => o !== undefined)) return undefined;
  const typeId = options[0]?.typeId;
  return { ...term, valueLabel: options.map((o) => o.label).join(', '), ...(typeId !== undefined && term.type_id === undefined ? { type_id: typeId } : {}) };
}

/**
 * The filter with a name for each term of a list field that has none, such as the ids of
 * `?audienceId=5` or `?channel=2` (FB-02): chips show "Audience: Sports", not "Audience: 5".
 * The same filter when nothing was missing or no name is known yet.
 */
export function nameTerms(filter: Filter, fields: readonly FormField[]): Filter {
  const terms = filter.terms ?? [];
  const next = terms.map((term) => (term.valueLabel === undefined ? (named(term, fields) ?? term) : term));
  return next.some((term, i) => term !== terms[i]) ? { ...filter, terms: next } : filter;
}
