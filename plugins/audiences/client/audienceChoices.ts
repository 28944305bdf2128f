import type { Audience, AudienceTypeId } from '../common/Audience';

/** An audience as a picker lists it: indented by its depth, or named by its path from the top. */
export interface AudienceChoice {
  audience: Audience;
  depth: number;
  /** "Sports › Football": tells audiences of the same name apart. */
  path: string;
}

/** The audiences of one type, parents before their children (the assign dialog's multiselects and parent picker). */
export function audienceChoices(tree: readonly Audience[], type: AudienceTypeId): AudienceChoice[] {
  const walk = (nodes: readonly Audience[], above: string[]): AudienceChoice[] =>
    nodes.flatMap((audience) => {
      const names = [...above, audience.text];
      return [{ audience, depth: above.length, path: names.join(' › ') }, ...walk(audience.children, names)];
    });
  return walk(
    tree.filter((audience) => audience.type_id === type),
    [],
  );
}

/** Management §7: the audience search waits 200 ms after the last keystroke (the overview's, the assign dialog's, AS-18). */
export const AUDIENCE_SEARCH_DEBOUNCE_MS = 200;

/** Whether an audience's name holds the typed search, ignoring case. */
export function audienceMatches(choice: AudienceChoice, search: string): boolean {
  return choice.audience.text.toLowerCase().includes(search.trim().toLowerCase());
}
