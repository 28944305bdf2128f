/**
 * Results of queries over time that can no longer change (older than the flush delay), kept
 * for a while: a live histogram of today then recomputes only its current bucket, and a
 * comparison line (yesterday, last week) is computed once per filter, not per update.
 * Entries expire, so retention deletes show up eventually; the oldest go first when full.
 */
export class SettledQueryCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  get(key: string, compute: () => Promise<V>, ttlMs = this.ttlMs): Promise<V> {
    const now = Date.now();
    const hit = this.peek(key);
    if (hit) return hit;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Settled data was rewritten (a past assignment): nothing kept holds. */
  clear(): void {
    this.entries.clear();
  }

  /** The cached value of `key`, if any and not expired; computes nothing. */
  peek(key: string): Promise<V> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }
}

/** Rows are flushed within 250 ms; data older than this is final. */
export const SETTLED_AFTER_MS = 10_000;

const caches = new WeakMap<object, SettledQueryCache<unknown>>();

/** The cache of one event store (a process may run several: tests, the bench). */
export function settledCacheOf<V>(store: object): SettledQueryCache<V> {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new SettledQueryCache()));
  return cache as SettledQueryCache<V>;
}
