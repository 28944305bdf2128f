/**
 * Stable JSON of (resource, filter): object keys sorted at every level, so the same filter
 * written in another key order names the same room.
 */
export function stableKey(resource: string, filter: unknown): string {
  return JSON.stringify([resource, sortKeys(filter ?? {})]);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
