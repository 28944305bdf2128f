import type { AudienceGrowthRow, EventRow } from './EventRow';

/** One audience a visitor holds, with the best affinity score seen so far (0..1). */
export interface VisitorAudience {
  audienceId: number;
  affinity: number;
}

/**
 * Where page views and tracked events live. Embedded default: DuckDB in DATA_DIR; the
 * distributed backend (ClickHouse) implements the same interface. Writes are buffered and
 * flushed in batches; reads see every row flushed so far.
 */
export interface EventStore {
  /** Buffers rows; they become visible to queries at the next flush (timer or size). */
  append(rows: readonly EventRow[]): void;
  /** Buffers newly made audience assignments (audience growth). */
  appendGrowth(rows: readonly AudienceGrowthRow[]): void;
  /** The audiences each visitor holds so far (assignments flushed or buffered). */
  visitorAudiences(visitorIds: readonly string[]): Promise<Map<string, VisitorAudience[]>>;
  /** Runs a read query in the store's SQL dialect with positional parameters ($1, $2 …). */
  query<T extends Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Every event before this instant (epoch ms) is in the roll-up tables of rollups.ts, which
   * answer additive counts over long ranges; 0 when the store keeps none.
   */
  rolledUntil(): number;
  /** Deletes events and growth rows older than `ts` (epoch ms; the retention job); returns the events deleted. */
  deleteBefore(ts: number): Promise<number>;
  /** Writes every buffered row now. */
  flush(): Promise<void>;
  /** Subscribes to flushes that wrote rows; returns the unsubscribe function. */
  onFlush(listener: () => void): () => void;
  /** Flushes and closes; nothing accepted before is lost. */
  close(): Promise<void>;
}
