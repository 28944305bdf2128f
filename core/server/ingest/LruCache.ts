/**
 * A small least-recently-used cache for per-request work on values that repeat (user-agent
 * strings: parsing and bot detection cost more than the rest of a hit). A Map keeps insertion
 * order, so re-inserting on a hit makes an entry the newest and the first key is the oldest.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly size: number) {}

  get(key: K, make: (key: K) => V): V {
    let value: V;
    if (this.entries.has(key)) {
      value = this.entries.get(key)!;
      this.entries.delete(key);
    } else {
      value = make(key);
      if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, value);
    return value;
  }
}
