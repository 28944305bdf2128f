import type { ImageSearchAccess } from '../../../core/server/media';

/** A provider's reply must arrive within this many milliseconds (the dialog waits for it). */
const PROVIDER_TIMEOUT_MS = 10_000;

/** GET `path` of the provider's API (its configured base URL, else `defaultBase`) with `query`; the parsed JSON reply. */
export async function providerRequest(access: ImageSearchAccess, defaultBase: string, path: string, query: Record<string, string | number | undefined>): Promise<unknown> {
  const base = access.url ?? defaultBase;
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url.host} answered ${response.status}`);
  return response.json();
}

/** The text at `value`, or '' when the reply has none there. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The list at `value`, or none when the reply has none there. */
export const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : []);

/** The object at `value`, or an empty one. */
export const object = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
