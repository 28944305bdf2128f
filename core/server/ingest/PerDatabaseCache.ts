import type { Kysely } from 'kysely';
import type { CacheHolds, RefreshableCache } from '../caches/RefreshableCache';
import { ClusterBus } from '../cluster/ClusterBus';
import type { Database } from '../db/Database';

interface Snapshot<T> {
  value: T;
  loadedAt: number;
}

/**
 * A table snapshot for ingest steps: loaded in one query, shared by concurrent callers,
 * dropped when a server of the cluster changes the table (`invalidate`: here at once, on the
 * others through the cluster bus), and reloaded at least every `maxAgeMs` in case a message
 * was lost. Kept per database, as one process may run several servers (tests).
 */
export class PerDatabaseCache<T> {
  private readonly snapshots = new WeakMap<object, Snapshot<T>>();
  private readonly loading = new WeakMap<object, Promise<T>>();
  /** Databases whose server's bus this cache listens to. */
  private readonly following = new WeakSet<object>();

  constructor(
    /** Unique: the other processes find the cache by it (and the refresh-cache page names it). */
    private readonly name: string,
    private readonly load: (db: Kysely<Database>) => Promise<T>,
    private readonly maxAgeMs = 30000,
  ) {}

  get(db: Kysely<Database>): Promise<T> {
    this.follow(db);
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

  /** The table changed: every server of the cluster drops its snapshot. */
  invalidate(db: Kysely<Database>): void {
    this.drop(db);
    ClusterBus.of(db)?.publish({ kind: 'invalidate', cache: this.name });
  }

  /** This cache as the refresh-cache page drops it (a plugin's `caches`): here only, as the kernel tells the other processes itself (clusterCaches). */
  refreshable(holds: CacheHolds): RefreshableCache {
    return { name: this.name, holds, refresh: ({ db }) => this.drop(db) };
  }

  /** Drops the snapshot and any load already running: the next `get` reads the table anew. */
  private drop(db: Kysely<Database>): void {
    this.snapshots.delete(db);
    this.loading.delete(db);
  }

  /** From the first use on a database, other processes' invalidations reach this cache (there is nothing to drop before it). */
  private follow(db: Kysely<Database>): void {
    const bus = ClusterBus.of(db);
    if (!bus || this.following.has(db)) return;
    this.following.add(db);
    bus.subscribe('invalidate', ({ cache }) => {
      if (cache === this.name) this.drop(db);
    });
  }
}
