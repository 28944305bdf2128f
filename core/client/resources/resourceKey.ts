/** A filter as resources take it: scalars, lists and nested term objects. */
export type ResourceFilter = Record<string, unknown>;

/** JSON with object keys sorted at every level, so equal filters give equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The identity of a feed: same (resource, filter) = one room on the server (contract). */
export function resourceKey(resource: string, filter: ResourceFilter = {}): string {
  return stableJson({ filter, resource });
}

/** The (resource, filter) a key names: resourceKey read back. */
export function feedOfKey(key: string): { resource: string; filter: ResourceFilter } {
  return JSON.parse(key) as { resource: string; filter: ResourceFilter };
}

/**
 * The server names a feed by its own stable JSON of (resource, filter). Reading it back as
 * either `{resource, filter}` or `[resource, filter]` keeps the match independent of the
 * exact serialisation the server picks.
 */
export function normaliseFeedKey(key: string): string {
  try {
    const parsed: unknown = JSON.parse(key);
    if (Array.isArray(parsed) && typeof parsed[0] === 'string') return resourceKey(parsed[0], (parsed[1] ?? {}) as ResourceFilter);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { resource?: unknown }).resource === 'string') {
      const p = parsed as { resource: string; filter?: ResourceFilter };
      return resourceKey(p.resource, p.filter ?? {});
    }
  } catch {
    // Not JSON: compare as given.
  }
  return key;
}
