import type { Audience, AudienceTypeId } from '../common/Audience';
import type { AudienceCounts } from '../common/audienceCounts';
import type { OverviewFilters } from './overviewState';

/** The overview's tree of one type: hidden-from-DMP audiences and their subtrees are left out. */
export function overviewTree(roots: readonly Audience[], type: AudienceTypeId): Audience[] {
  const shown = (nodes: readonly Audience[]): Audience[] => nodes.filter((node) => !node.hide_dmp).map((node) => ({ ...node, children: shown(node.children) }));
  return shown(roots.filter((root) => root.type_id === type));
}

/** The audiences from a top-level one down to `id` (the breadcrumbs below the type's root, AO-07); empty when it is not in the tree. */
export function pathTo(nodes: readonly Audience[], id: number | undefined): Audience[] {
  if (id === undefined) return [];
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Every audience of the forest, each before its sub-audiences. */
export function everyAudience(nodes: readonly Audience[]): Audience[] {
  return nodes.flatMap((node) => [node, ...everyAudience(node.children)]);
}

export interface LevelCounts {
  visitors?: AudienceCounts;
  leads?: AudienceCounts;
}

/**
 * The cards of a level: its audiences, or with search chips every audience below the level
 * whose German or English name holds each chip (AO-02), in tree order; then those reaching the minimum
 * visitors and leads. An audience whose count is not known (still loading, leads of today)
 * is not held back by that minimum.
 */
export function levelCards(level: readonly Audience[], search: readonly string[], filters: OverviewFilters, counts: LevelCounts): Audience[] {
  const terms = search.map((term) => term.toLowerCase());
  const found = terms.length
    ? everyAudience(level).filter((audience) => {
        const names = `${audience.german}\n${audience.english}`.toLowerCase();
        return terms.every((term) => names.includes(term));
      })
    : level;
  const reaches = (count: AudienceCounts | undefined, id: number, minimum: number | undefined) => minimum === undefined || count?.[id] === undefined || count[id] >= minimum;
  return found.filter((audience) => reaches(counts.visitors, audience.id, filters.minVisitors) && reaches(counts.leads, audience.id, filters.leads));
}
