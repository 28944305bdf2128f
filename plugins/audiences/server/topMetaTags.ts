import type { InferType } from 'yup';
import type { EventStore } from '../../../core/server/events';
import type { MappingFilter, MetaTagRow } from '../common/Mapping';
import type { metaTagsQuerySchema } from '../common/mappingSchemas';
import { toWildcard } from '../common/wildcard';
import type { MetaTagCatalogue } from './MetaTagCatalogue';
import { META_TAG_EVENT_LIST } from './metaTagEventLists';
import { metaKeyClass } from './metaTagId';
import type { SurfRulesOfKey } from './SurfRulesOfKey';
import { timeframeRange } from './timeframeRange';
import { wildcardLike } from './wildcardLike';

type MetaTagsQuery = InferType<typeof metaTagsQuerySchema>;

/** Values looked up in the catalogue at a time, most visited first, until `top` rows pass the search and mappings filters. */
const LOOKUP_CHUNK = 200;

const passes = (filter: MappingFilter, mappings: number) => filter === 'all' || (filter === 'mapped') === mappings > 0;

/**
 * The behaviour table (MT-10, MT-11, MT-15): the `top` values of a key by distinct visitors in the
 * timeframe on the domains, each with the rules matching it. The visitors per value come from one
 * count of the key's ids (the store keeps its settled hours, so a search or a filter changed asks
 * only the open part again); the search narrows to catalogued values containing it; values are
 * then named and their rules matched in chunks, most visited first, as far as the top needs.
 */
export async function topMetaTags(events: EventStore, catalogue: MetaTagCatalogue, rules: SurfRulesOfKey, domains: readonly string[], query: MetaTagsQuery): Promise<MetaTagRow[]> {
  const key = query.key.toLowerCase();
  if (!domains.length) return [];
  const { timeframe, minVisitors = 0, mappings } = query.filters;
  const [counted, searched] = await Promise.all([
    events.count({
      name: 'metaTags',
      range: timeframeRange(timeframe, Date.now()),
      filter: { domain: domains },
      groupBy: [{ list: META_TAG_EVENT_LIST.name, class: metaKeyClass(key) }],
      measures: { visitors: 'users' },
    }),
    query.search ? catalogue.idsLike(key, wildcardLike(toWildcard(query.search, 'contains'))).then((ids) => new Set(ids)) : undefined,
  ]);
  const ranked = counted
    .map((row) => ({ id: Number(row.groups[0]), visitors: row.visitors }))
    .filter((row) => row.visitors >= minVisitors && (!searched || searched.has(row.id)))
    // Ties in id order: the same from call to call.
    .sort((a, b) => b.visitors - a.visitors || a.id - b.id);
  const rows: MetaTagRow[] = [];
  for (let start = 0; start < ranked.length && rows.length < query.top; start += LOOKUP_CHUNK) {
    const chunk = ranked.slice(start, start + LOOKUP_CHUNK);
    const tags = await catalogue.tags(key, chunk.map((row) => row.id));
    for (const { id, visitors } of chunk) {
      const tag = tags.get(id);
      if (!tag) continue;
      const mapped = rules.mappingsOf(tag.value);
      if (!passes(mappings, mapped.mappings)) continue;
      rows.push({ key, value: tag.value, visitors, ...mapped, created_at: tag.created_at.toISOString() });
      if (rows.length === query.top) break;
    }
  }
  return rows;
}
