import { fromWildcard, toWildcard, type MatchLogic } from '../common/wildcard';

/** `text` as a literal in a LIKE pattern: backslash, the default escape, before %, _ and itself. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The LIKE pattern over a lower-cased value (meta_tags.value_lower) that picks exactly the values
 * `matchesWildcard(stored, value)` accepts: what a rule of this stored value would match.
 */
export function wildcardLike(stored: string): string {
  const { value, logic } = fromWildcard(stored.toLowerCase());
  const text = literal(value);
  switch (logic) {
    case 'beginsWith':
      return `${text}%`;
    case 'contains':
      return `%${text}%`;
    case 'endsWith':
      return `%${text}`;
    default:
      return text;
  }
}

/** A value as typed with its logic, as a rule stores it: stars typed in the value carry the logic themselves (read back as fromWildcard does). */
export function typedWildcard(value: string, logic: MatchLogic): string {
  if (!value.includes('*')) return toWildcard(value, logic);
  const read = fromWildcard(value);
  return toWildcard(read.value, read.logic);
}
