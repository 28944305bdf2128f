/** How long a computed answer is given again without refreshCache. */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 200;

/**
 * Recent answers of the audience count calls, so the management overview and the insights
 * pages re-opening do not rescan 30 days of events each time; `refresh` (the calls'
 * refreshCache) recomputes. One cache per event store (a process may run several servers: tests).
 */
export class AudienceCountCache {
  private static readonly perStore = new WeakMap<object, AudienceCountCache>();
  private readonly entries = new Map<string, { value: Promise<Map<number, number>>; expires: number }>();

  static of(store: object): AudienceCountCache {
    let cache = AudienceCountCache.perStore.get(store);
    if (!cache) AudienceCountCache.perStore.set(store, (cache = new AudienceCountCache()));
    return cache;
  }

  /** Memberships changed in the past (a rule applied to the last 30 days): every answer is computed anew. */
  clear(): void {
    this.entries.clear();
  }

  get(key: string, refresh: boolean, compute: () => Promise<Map<number, number>>): Promise<Map<number, number>> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && !refresh) return hit.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + TTL_MS });
    value.catch(() => this.entries.delete(key));
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
