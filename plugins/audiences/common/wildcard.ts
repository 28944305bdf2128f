/** Match logics of meta-tag and form-data values (management §5, §9). */
export const MATCH_LOGICS = ['equals', 'beginsWith', 'contains', 'endsWith'] as const;
export type MatchLogic = (typeof MATCH_LOGICS)[number];

/**
 * Stores a value with its logic as stars (management §5): caret, star and dollar are
 * stripped, then equals → `v`, beginsWith → `v*`, contains → `*v*`, endsWith → `*v`.
 */
export function toWildcard(value: string, logic: MatchLogic): string {
  const bare = value.replace(/[\^*$]/g, '');
  switch (logic) {
    case 'beginsWith':
      return `${bare}*`;
    case 'contains':
      return `*${bare}*`;
    case 'endsWith':
      return `*${bare}`;
    default:
      return bare;
  }
}

/** Reads a stored value back: the logic is inferred from the stars. */
export function fromWildcard(stored: string): { value: string; logic: MatchLogic } {
  const leading = stored.startsWith('*');
  const trailing = stored.length > 1 && stored.endsWith('*');
  const value = stored.replace(/^\*/, '').replace(/\*$/, '');
  const logic: MatchLogic = leading && trailing ? 'contains' : leading ? 'endsWith' : trailing ? 'beginsWith' : 'equals';
  return { value, logic };
}

/** Whether an actual meta-tag or form value satisfies a stored rule value (case-insensitive, trimmed). */
export function matchesWildcard(stored: string, actual: string): boolean {
  const { value, logic } = fromWildcard(stored.toLowerCase());
  const text = actual.trim().toLowerCase();
  switch (logic) {
    case 'beginsWith':
      return text.startsWith(value);
    case 'contains':
      return text.includes(value);
    case 'endsWith':
      return text.endsWith(value);
    default:
      return text === value;
  }
}
