import type { EventRow, ListAssignment } from './EventRow';
import type { AssignmentQuery, EventCountRow, EventMeasure, EventQuery, PastAssignmentQuery, PastMatchQuery, VisitorsOfIdsQuery } from './EventQuery';

/** An id of a list a visitor holds, with the best score seen so far (0..1). */
export interface HeldId {
  id: number;
  score: number;
}

/**
 * Where page views and tracked events live. Embedded default: DuckDB in DATA_DIR; the
 * distributed backend (ClickHouse) implements the same interface. Writes are buffered and
 * flushed in batches; reads see every row flushed so far.
 */
export interface EventStore {
  /**
   * Throws EventStoreUnavailableError while writes fail (a full disk): ingest asks before any
   * work, so a hit is refused whole rather than buffered without bound.
   */
  assertWritable(): void;
  /** Buffers rows; they become visible to queries at the next flush (timer or size). Throws as assertWritable does. */
  append(rows: readonly EventRow[]): void;
  /** Buffers new assignments of visitors to ids of a list (audiences a mapping rule assigned). Throws as assertWritable does. */
  appendAssignments(rows: readonly ListAssignment[]): void;
  /** The ids of `list` each visitor holds so far (assignments flushed or buffered). */
  visitorAssignments(list: string, visitorIds: readonly string[]): Promise<Map<string, HeldId[]>>;
  /**
   * Counts what `query` describes, per group: the store compiles it for its engine (roll-ups,
   * settled hours kept) — no resource writes a store's SQL. Every group with rows is present.
   */
  count<M extends Record<string, EventMeasure | undefined>>(query: EventQuery<M>): Promise<EventCountRow<M>[]>;
  /**
   * Exact distinct visitors in the range whose rows carried at least one of the ids: their union,
   * which counts per id cannot give. A `visitorsPerId` list answers it from its per-id roll-up.
   */
  countVisitorsOfIds(query: VisitorsOfIdsQuery): Promise<number>;
  /** Distinct visitors `matching` finds in the range (not holding an id yet: how many assignPast would add). */
  countPastMatches(query: PastMatchQuery): Promise<number>;
  /**
   * Assigns the visitors countPastMatches counts (not holding the id), as of their first match: an assignment each, and
   * their rows from then on carry the id (roll-ups and cached counts follow), as if the rule had
   * existed. Runs in steps between flushes, so ingest goes on; `onProgress` hears the share done
   * (0..1). Idempotent: a second run adds nothing. Returns how many visitors were added.
   */
  assignPast(query: PastAssignmentQuery, onProgress?: (share: number) => void): Promise<number>;
  /** Visitors newly assigned to an id per bucket (growth); buckets without any are left out. */
  countAssignments(query: AssignmentQuery): Promise<{ bucket: number; visitors: number }[]>;
  /** Whether any event is stored (the demo seeds an empty store only). */
  hasEvents(): Promise<boolean>;
  /** Deletes events and assignments older than `ts` (epoch ms; the retention job); returns the events deleted. */
  deleteBefore(ts: number): Promise<number>;
  /** The ids of `list` some visitor holds (the removeDeletedAudiences job compares them with the ids that exist). */
  heldIds(list: string): Promise<number[]>;
  /** Deletes every assignment to `ids` of `list` (ids deleted since); returns how many went. */
  deleteAssignments(list: string, ids: readonly number[]): Promise<number>;
  /** Drops what it keeps in memory of visitors (the ids they hold): the next lookup reads the stored assignments. */
  forgetVisitors(): void;
  /** Writes the buffer, brings the roll-ups up to date and compacts the storage (the optimizeIndex job). */
  optimize(): Promise<{ rolledUntil: number }>;
  /** Sizes, row counts and roll-up lag (the manageCluster job). */
  health(): Promise<EventStoreHealth>;
  /** Writes every buffered row now. */
  flush(): Promise<void>;
  /** Subscribes to flushes that wrote rows; returns the unsubscribe function. */
  onFlush(listener: () => void): () => void;
  /** Flushes and closes; nothing accepted before is lost. */
  close(): Promise<void>;
}

export interface EventStoreHealth {
  events: number;
  assignments: number;
  /** Bytes the store's data takes. */
  bytes: number;
  /** Rows accepted but not yet written. */
  buffered: number;
  /** Every event before this instant (epoch ms) is in the roll-ups. */
  rolledUntil: number;
  /** How far the roll-ups lag behind the hours that have settled (ms; 0 when up to date). */
  rollupLagMs: number;
}
