import type { PastMatching } from './EventQuery';
import type { TimeRange } from './TimeRange';

/** Matching by the ids rows carry (PastMatching's first form). */
export type ListMatching = Extract<PastMatching, { list: string }>;

export const isListMatching = (matching: PastMatching): matching is ListMatching => 'list' in matching;

/** A visitor's first matching row: what their assignment is dated and placed by. */
export type FirstMatch = { visitorId: string; ts: number; domain: string };

/** Known first matches in the range, one per visitor (the earliest). */
export function firstKnownMatches(visitors: readonly FirstMatch[], range: TimeRange): FirstMatch[] {
  const first = new Map<string, FirstMatch>();
  for (const v of visitors) {
    const earlier = first.get(v.visitorId);
    if (v.ts >= range.from && v.ts < range.to && (!earlier || earlier.ts > v.ts)) first.set(v.visitorId, v);
  }
  return [...first.values()];
}
