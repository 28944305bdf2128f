/** A custom key/value pair of an ad's targeting, as the dialog edits it. */
export interface CustomTargetingEntry {
  key: string;
  value: string;
}

/**
 * AD-42: custom targeting as stored — entries without a key dropped, the rest as a JSON object
 * string, or null when none is left.
 */
export function storedCustomTargeting(entries: readonly CustomTargetingEntry[]): string | null {
  const kept = entries.filter((entry) => entry.key.trim() !== '');
  return kept.length ? JSON.stringify(Object.fromEntries(kept.map((entry) => [entry.key.trim(), entry.value]))) : null;
}

/** The dialog's entries of a stored value (a JSON object string or null); anything else reads as none. */
export function customTargetingEntries(stored: string | null): CustomTargetingEntry[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed).map(([key, value]) => ({ key, value: String(value) }));
  } catch {
    return [];
  }
}
