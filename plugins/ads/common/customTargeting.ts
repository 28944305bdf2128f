import { lazyMessage, safeText } from '../../../core/common/validation';

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

/** Longest custom targeting text the API takes: an input limit, not a rule of the spec. */
export const CUSTOM_TARGETING_MAX = 20_000;

/** Whether `text` is a JSON object of texts. */
export function isTextObjectJson(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return !!parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((v) => typeof v === 'string');
  } catch {
    return false;
  }
}

/** A custom targeting text (AD-42): null, or a JSON object of texts — an ad's, or a page's key/values asking for one. */
export const customTargetingText = (field: string) =>
  safeText(CUSTOM_TARGETING_MAX, { field })
    .nullable()
    .default(null)
    .test('json-object', lazyMessage('object', { field }), (value) => value == null || isTextObjectJson(value));
