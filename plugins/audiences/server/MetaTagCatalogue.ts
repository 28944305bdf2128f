import type { AudiencesDatabase } from './AudiencesTables';

/** A catalogued value of one key, as the caller's domains know it. */
export interface CataloguedTag {
  value: string;
  /** First seen on any of the caller's domains. */
  created_at: Date;
}

/** The meta tag catalogue (metaTagsMigration) as seen from some domains: only what was seen on them. */
export class MetaTagCatalogue {
  constructor(
    private readonly db: AudiencesDatabase,
    private readonly domains: readonly string[],
  ) {}

  /** The keys seen on the domains. */
  async keys(): Promise<string[]> {
    if (!this.domains.length) return [];
    const rows = await this.db
      .selectFrom('meta_keys as k')
      .select('k.key')
      .where(({ exists, selectFrom }) => exists(selectFrom('meta_tag_domains as d').select('d.key').whereRef('d.key', '=', 'k.key').where('d.domain', 'in', this.domains)))
      .execute();
    return rows.map((r) => r.key);
  }

  /** The ids of the key's values seen on the domains whose lower-cased value is LIKE `pattern` (wildcardLike). */
  async idsLike(key: string, pattern: string): Promise<number[]> {
    if (!this.domains.length) return [];
    const rows = await this.db
      .selectFrom('meta_tag_domains as d')
      .innerJoin('meta_tags as t', 't.id', 'd.meta_tag_id')
      .select('t.id')
      .distinct()
      .where('d.domain', 'in', this.domains)
      .where('d.key', '=', key)
      .where('t.value_lower', 'like', pattern)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** The values of `ids` (of the key) seen on the domains, with when first seen there. */
  async tags(key: string, ids: readonly number[]): Promise<Map<number, CataloguedTag>> {
    if (!ids.length || !this.domains.length) return new Map();
    const rows = await this.db
      .selectFrom('meta_tag_domains as d')
      .innerJoin('meta_tags as t', 't.id', 'd.meta_tag_id')
      .select(['t.id', 't.value', (eb) => eb.fn.min('d.created_at').as('created_at')])
      .where('d.domain', 'in', this.domains)
      .where('d.key', '=', key)
      .where('d.meta_tag_id', 'in', ids)
      .groupBy(['t.id', 't.value'])
      .execute();
    return new Map(rows.map((r) => [Number(r.id), { value: r.value, created_at: new Date(r.created_at) }]));
  }
}
