import type { Kysely } from 'kysely';
import { matchesChannelPath } from '../common/matchesChannelPath';

interface CachedChannel {
  id: number;
  path: string;
}

interface Snapshot {
  byOrganisation: Map<number, CachedChannel[]>;
  loadedAt: number;
}

/**
 * Every organisation's channels in memory for the ingest step: loaded in one query, dropped
 * when this server changes a channel, and reloaded at least every `maxAgeMs` so changes made
 * by another server instance arrive too. Kept per database, as one process may run several
 * servers (tests).
 */
export class ChannelCache {
  private readonly snapshots = new WeakMap<object, Snapshot>();
  private readonly loading = new WeakMap<object, Promise<Snapshot>>();

  constructor(private readonly maxAgeMs = 30000) {}

  invalidate(db: Kysely<any>): void {
    this.snapshots.delete(db);
  }

  /** A matcher over the current channels: ids of the organisation's channels whose path matches the page path. */
  async matcher(db: Kysely<any>): Promise<(organisationId: number | null, pagePath: string) => number[]> {
    const { byOrganisation } = await this.load(db);
    return (organisationId, pagePath) =>
      organisationId === null ? [] : (byOrganisation.get(organisationId) ?? []).filter((c) => matchesChannelPath(pagePath, c.path)).map((c) => c.id);
  }

  private load(db: Kysely<any>): Promise<Snapshot> {
    const snapshot = this.snapshots.get(db);
    if (snapshot && Date.now() - snapshot.loadedAt < this.maxAgeMs) return Promise.resolve(snapshot);
    let loading = this.loading.get(db);
    if (!loading) {
      loading = db
        .selectFrom('channels')
        .select(['id', 'organisation_id', 'path'])
        .execute()
        .then((rows) => {
          const byOrganisation = new Map<number, CachedChannel[]>();
          for (const r of rows) byOrganisation.set(r.organisation_id, [...(byOrganisation.get(r.organisation_id) ?? []), { id: r.id, path: r.path }]);
          const loaded = { byOrganisation, loadedAt: Date.now() };
          this.snapshots.set(db, loaded);
          return loaded;
        })
        .finally(() => this.loading.delete(db));
      this.loading.set(db, loading);
    }
    return loading;
  }
}
