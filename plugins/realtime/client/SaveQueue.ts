/**
 * Saves one at a time per key, the newest state last. A save asked for while the key's previous
 * one is in flight waits for it; every save asked for meanwhile collapses into that one next send,
 * and `send` reads the key's state when it goes out. So the server receives a dashboard's saves in
 * the order they were made, never two at once, and the last change is the one it keeps.
 */
export class SaveQueue<K, R> {
  private readonly inFlight = new Map<K, Promise<R>>();
  private readonly queued = new Map<K, Promise<R>>();

  /** `send` must not reject: it reports its own failures and resolves with a result saying so. */
  constructor(private readonly send: (key: K) => Promise<R>) {}

  /** Resolves with the result of the first send of `key` that starts after this call. */
  save(key: K): Promise<R> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.inFlight.get(key);
    if (!running) return this.start(key);
    const startNext = () => {
      this.queued.delete(key);
      return this.start(key);
    };
    const next = running.then(startNext, startNext);
    this.queued.set(key, next);
    return next;
  }

  /** Resolves once every save of `key` asked for so far has been answered (a delete goes after them). */
  async settled(key: K): Promise<void> {
    await (this.queued.get(key) ?? this.inFlight.get(key))?.catch(() => undefined);
  }

  private start(key: K): Promise<R> {
    const sending: Promise<R> = this.send(key).finally(() => {
      if (this.inFlight.get(key) === sending) this.inFlight.delete(key);
    });
    this.inFlight.set(key, sending);
    return sending;
  }
}
