/**
 * A small least-recently-used cache for per-request work on values that repeat (user-agent
 * strings, host names: parsing and matching cost more than the rest of a hit). Two generations
 * rather than one ordered Map: a hit in the young one costs a lookup only, a hit in the old one
 * moves the key up, and a full young generation replaces the old one — so no entry is deleted
 * one by one (a Map's delete and re-insert on every hit cost more than a host's lookup). Keeps
 * at least the `size` most recently used keys, at most twice as many.
 */
export class LruCache<K, V extends NonNullable<unknown>> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly size: number) {}

  /** Values are never null or undefined, so a hit costs one lookup (`get`), not two (`has`, `get`). */
  get(key: K, make: (key: K) => V): V {
    return this.find(key) ?? this.set(key, make(key));
  }

  /** The value held for `key` (now the most recently used), or undefined: for values made asynchronously, then `set`. */
  find(key: K): V | undefined {
    const young = this.young.get(key);
    if (young !== undefined) return young;
    const old = this.old.get(key);
    return old === undefined ? undefined : this.set(key, old);
  }

  set(key: K, value: V): V {
    this.young.set(key, value);
    if (this.young.size >= this.size) {
      this.old = this.young;
      this.young = new Map();
    }
    return value;
  }
}
