import type { Kysely } from 'kysely';
import type { CacheHolds, RefreshableCache } from '../caches/RefreshableCache';
import type { Database } from '../db/Database';

interface Snapshot<T> {
  value: T;
  loadedAt: number;
}

/**
 * A table snapshot for ingest steps: loaded in one query, shared by concurrent callers,
 * dropped when this server changes the table (`invalidate`), and reloaded at least every
 * `maxAgeMs` so changes made by another server instance arrive too. Kept per database,
 * as one process may run several servers (tests).
 */
export class PerDatabaseCache<T> {
  private readonly snapshots = new WeakMap<object, Snapshot<T>>();
  private readonly loading = new WeakMap<object, Promise<T>>();

  constructor(
    private readonly load: (db: Kysely<Database>) => Promise<T>,
    private readonly maxAgeMs = 30000,
  ) {}

  get(db: Kysely<Database>): Promise<T> {
    const snapshot = this.snapshots.get(db);
    if (snapshot && Date.now() - snapshot.loadedAt < this.maxAgeMs) return Promise.resolve(snapshot.value);
    const running = this.loading.get(db);
    if (running) return running;
    const loading: Promise<T> = this.load(db)
      .then((value) => {
        // A load that began before an invalidate may have read the old table: it answers its callers but is not kept.
        if (this.loading.get(db) === loading) this.snapshots.set(db, { value, loadedAt: Date.now() });
        return value;
      })
      .finally(() => {
        if (this.loading.get(db) === loading) this.loading.delete(db);
      });
    this.loading.set(db, loading);
    return loading;
  }

  /** Drops the snapshot and any load already running: the next `get` reads the table anew. */
  invalidate(db: Kysely<Database>): void {
    this.snapshots.delete(db);
    this.loading.delete(db);
  }

  /** This cache as the refresh-cache page drops it (a plugin's `caches`). */
  refreshable(name: string, holds: CacheHolds): RefreshableCache {
    return { name, holds, refresh: ({ db }) => this.invalidate(db) };
  }
}
