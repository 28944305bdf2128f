import type { Filter, TermFilter } from '../../../core/common/filter';
import type { Audience } from '../../audiences/common/Audience';

/** The audience ids the filter selects, in the order they were added (integer audience terms, spec §3). */
export function selectedAudienceIds(filter: Filter): number[] {
  return (filter.terms ?? []).filter((term) => term.field === 'audience').flatMap((term) => [term.value].flat().map(Number));
}

/** The term a click in the chooser adds: the integer id, labelled with the audience's text and type (spec §3 Term filter). */
export function audienceTerm(audience: Audience): TermFilter {
  return { field: 'audience', value: audience.id, valueLabel: audience.text, type_id: audience.type_id };
}

/** The audiences the analytics pages offer: hidden-from-analytics audiences and their subtrees are left out. */
export function analyticsAudiences(nodes: readonly Audience[]): Audience[] {
  return nodes.filter((node) => !node.hide_analytics).map((node) => ({ ...node, children: analyticsAudiences(node.children) }));
}

/** Every audience of the forest by id. */
export function audiencesById(nodes: readonly Audience[], into = new Map<number, Audience>()): Map<number, Audience> {
  for (const node of nodes) {
    into.set(node.id, node);
    audiencesById(node.children, into);
  }
  return into;
}
