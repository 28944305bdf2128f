import type { EventStore } from './EventStore';

/**
 * Counts a plugin reuses for a while instead of asking the event store per request (an ad
 * decision's monthly views, a site's recommendations): per event store, as one process may run
 * several servers (tests), and per key. A count is shared while it runs; a failed one is dropped,
 * so the next ask counts again.
 */
export class FreshCounts<Key, Value> {
  private readonly stores = new WeakMap<EventStore, Map<Key, { at: number; value: Promise<Value> }>>();

  constructor(
    /** How long a count is reused after it was asked. */
    private readonly freshMs: number,
  ) {}

  get(events: EventStore, key: Key, count: () => Promise<Value>, now = Date.now()): Promise<Value> {
    let entries = this.stores.get(events);
    if (!entries) this.stores.set(events, (entries = new Map()));
    const kept = entries.get(key);
    if (kept && now - kept.at < this.freshMs) return kept.value;
    const value = count();
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  }
}
