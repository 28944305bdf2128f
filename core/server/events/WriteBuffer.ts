import { EventStoreUnavailableError } from './EventStoreUnavailableError';

/** While writes fail, the buffered items are retried this often (and appends refused). */
const RETRY_MS = 1000;

/** Items waiting per lane; `T` maps each lane's name to its item type. */
type Lanes<T> = { [K in keyof T]: T[K][] };
/** How many items of each lane, from the front, an insert stored. */
type Stored<T> = { [K in keyof T]: number };

interface WriteBufferOptions<T> {
  /** A flush is scheduled this long after the first item waits. */
  flushIntervalMs: number;
  /** This many waiting items (all lanes) are flushed at once. */
  flushRows: number;
  /**
   * Stores a batch and counts in `stored` what it got to before it throws: only what it did not
   * store goes back to the buffer (what it stored would be stored twice).
   */
  insert: (batch: Lanes<T>, stored: Stored<T>) => Promise<void> | void;
  /** The engine's work on what an insert stored, done before the flush listeners hear of it. */
  inserted?: (batch: Lanes<T>) => Promise<void>;
  /** Writes started failing: reported once per outage, not once per retry. */
  onError: (err: unknown) => void;
  /** A write succeeded after writes had failed: appends are accepted again. */
  onRecovered: () => void;
}

/**
 * An event store's writes: appends wait in memory, one lane per table, and are inserted in
 * batches — after `flushIntervalMs` once items wait, at once when `flushRows` wait, and on close,
 * so a graceful stop loses nothing accepted. While inserts fail it refuses appends
 * (EventStoreUnavailableError) and retries what it holds every RETRY_MS: memory stays bounded
 * and nothing refused was promised. Every write of the store (flushes and the engine's own)
 * runs on one chain, one after another.
 */
export class WriteBuffer<T extends Record<string, unknown>> {
  private pending: Lanes<T>;
  private timer?: ReturnType<typeof setTimeout>;
  /** The tail of the write chain. */
  private writing: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  /** The error of the last write while writes fail; undefined while they succeed. */
  private failure?: unknown;
  private isClosed = false;

  constructor(
    private readonly lanes: readonly (keyof T)[],
    private readonly options: WriteBufferOptions<T>,
  ) {
    this.pending = this.empty();
  }

  get closed(): boolean {
    return this.isClosed;
  }

  /** Items waiting in all lanes. */
  get size(): number {
    return this.lanes.reduce((sum, lane) => sum + this.pending[lane].length, 0);
  }

  /** The items of one lane waiting now (not those an insert under way holds). */
  waiting<K extends keyof T>(lane: K): readonly T[K][] {
    return this.pending[lane];
  }

  assertWritable(): void {
    if (this.isClosed) throw new Error('The event store is closed.');
    if (this.failure !== undefined) throw new EventStoreUnavailableError(this.failure);
  }

  append<K extends keyof T>(lane: K, items: readonly T[K][]): void {
    this.assertWritable();
    for (const item of items) this.pending[lane].push(item);
    // Timed and size flushes need no handler of their own: writePending reports a failure.
    if (this.size >= this.options.flushRows) this.flush().catch(() => undefined);
    else this.timer ??= this.later(this.options.flushIntervalMs);
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.write(() => this.writePending());
  }

  /** Queues a write behind the ones before it; a failed one does not block those after it. */
  write<R>(task: () => Promise<R>): Promise<R> {
    const run = this.writing.then(task);
    this.writing = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Inserts what waits now; only inside a write (a task of `write`), where no other write runs. */
  async writePending(): Promise<void> {
    const batch = this.pending;
    if (this.size === 0) return;
    this.pending = this.empty();
    const stored = Object.fromEntries(this.lanes.map((lane) => [lane, 0])) as Stored<T>;
    let error: unknown;
    try {
      await this.options.insert(batch, stored);
    } catch (err) {
      error = err;
    }
    // What was not stored goes back to the front, before what was appended meanwhile.
    for (const lane of this.lanes) this.pending[lane] = batch[lane].slice(stored[lane]).concat(this.pending[lane]);
    if (this.lanes.some((lane) => stored[lane] > 0)) {
      const done = Object.fromEntries(this.lanes.map((lane) => [lane, batch[lane].slice(0, stored[lane])])) as Lanes<T>;
      await this.options.inserted?.(done);
      this.notify();
    }
    if (error !== undefined) throw this.failed(error);
    if (this.failure !== undefined) {
      this.failure = undefined;
      this.options.onRecovered();
    }
  }

  onFlush(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the flush listeners that stored data changed (a flush, or a rewrite of stored rows). */
  notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Flushes, then refuses appends and waits for the writes queued meanwhile; a failed flush rejects after that. */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.isClosed = true;
      clearTimeout(this.timer);
      await this.writing;
    }
  }

  /** Enters (or stays in) the failing state: appends are refused, the kept items retried every RETRY_MS. */
  private failed(err: unknown): unknown {
    if (this.failure === undefined) this.options.onError(err);
    this.failure = err;
    this.timer ??= this.later(RETRY_MS);
    return err;
  }

  /**
   * A flush after `ms`. Unref'd: buffered items never hold a process open (a stopping server
   * flushes them in close()), and a store left open by a caller cannot retry forever.
   */
  private later(ms: number): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => this.flush().catch(() => undefined), ms);
    timer.unref?.();
    return timer;
  }

  private empty(): Lanes<T> {
    return Object.fromEntries(this.lanes.map((lane) => [lane, []])) as unknown as Lanes<T>;
  }
}
