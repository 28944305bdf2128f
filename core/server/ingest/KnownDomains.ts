import type { Kysely } from 'kysely';
import { groupBy } from '../../common/collections';
import type { Database } from '../db/Database';

export interface KnownDomain {
  title: string;
  organisationId: number | null;
  /** Every domain of the same organisation (for the Self referrer class). */
  siblings: string[];
}

/**
 * The configured domains, cached: collect must not query per request. Reloaded every
 * `maxAgeMs`, and early on an unknown domain (a domain added a moment ago) — at most once
 * per `missRetryMs`, so a flood of hits for unknown domains cannot hammer the database.
 */
export class KnownDomains {
  private byTitle = new Map<string, KnownDomain>();
  private loadedAt = -Infinity;
  private loading?: Promise<void>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxAgeMs = 60000,
    private readonly missRetryMs = 5000,
  ) {}

  /** The known domains among `titles` (lower-case host names). */
  async lookup(titles: readonly string[]): Promise<Map<string, KnownDomain>> {
    const age = Date.now() - this.loadedAt;
    if (age > this.maxAgeMs || (age > this.missRetryMs && titles.some((t) => !this.byTitle.has(t)))) await this.reload();
    const found = new Map<string, KnownDomain>();
    for (const title of titles) {
      const domain = this.byTitle.get(title);
      if (domain) found.set(title, domain);
    }
    return found;
  }

  private reload(): Promise<void> {
    this.loading ??= this.db
      .selectFrom('domains')
      .select(['title', 'organisation_id'])
      .execute()
      .then((rows) => {
        const byOrganisation = groupBy(rows, (r) => r.organisation_id, (r) => r.title);
        this.byTitle = new Map(
          rows.map((r) => [r.title.toLowerCase(), { title: r.title, organisationId: r.organisation_id, siblings: r.organisation_id === null ? [r.title] : byOrganisation.get(r.organisation_id)! }]),
        );
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
