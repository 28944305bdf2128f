import { groupBy } from '../../../core/common/collections';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';
import { PerDatabaseCache } from '../../../core/server/ingest';
import { matchesChannelPath } from '../common/matchesChannelPath';
import { channelsDb } from './ChannelsTables';

type ChannelsByOrganisation = Map<number, { id: number; path: string }[]>;

/** Every organisation's channels in memory for the ingest step; the routes invalidate it on change. */
export class ChannelCache {
  private readonly cache = new PerDatabaseCache<ChannelsByOrganisation>('channels', async (db) => {
    const rows = await channelsDb(db).selectFrom('channels').select(['id', 'organisation_id', 'path']).execute();
    return groupBy(
      rows,
      (r) => r.organisation_id,
      (r) => ({ id: r.id, path: r.path }),
    ) satisfies ChannelsByOrganisation;
  });

  invalidate(db: Kysely<Database>): void {
    this.cache.invalidate(db);
  }

  /** A matcher over the current channels: ids of the organisation's channels whose path matches the page path. */
  async matcher(db: Kysely<Database>): Promise<(organisationId: number | null, pagePath: string) => number[]> {
    const byOrganisation = await this.cache.get(db);
    return (organisationId, pagePath) =>
      organisationId === null ? [] : (byOrganisation.get(organisationId) ?? []).filter((c) => matchesChannelPath(pagePath, c.path)).map((c) => c.id);
  }
}
