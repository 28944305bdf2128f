import { LruCache, type IngestStep } from '../../../core/server/ingest';
import { audiencesDb } from './AudiencesTables';
import { MetaTagCatalogueWriter, type SeenMetaTag } from './MetaTagCatalogueWriter';
import { META_KEY_EVENT_LIST, META_TAG_EVENT_LIST } from './metaTagEventLists';
import { metaKeyClass, metaTagId } from './metaTagId';

/** Per-session secrets some sites put in meta tags (Rails' and Laravel's csrf-token): never content, never catalogued. */
const SECRET_KEY = /(^|[-_:.])(csrf|xsrf|nonce)([-_:.]|$)/;

/** Meta keys are few: their classes are kept rather than hashed on every page view. */
const classes = new LruCache<string, number>(1000);

/**
 * The meta tags of a page view as the catalogue keeps them, by id: keys in lower case (rules match
 * keys so), values trimmed (rules match them so), empty values and secrets left out. The hit schema
 * already bounds them: at most 100 tags, keys of 100 and values of 2,000 characters.
 */
function tagsOf(meta: Record<string, string>, domain: string, ts: number): SeenMetaTag[] {
  const tags: SeenMetaTag[] = [];
  for (const name in meta) {
    const key = name.trim().toLowerCase();
    const value = meta[name].trim();
    if (key && value && !SECRET_KEY.test(key) && !tags.some((tag) => tag.key === key)) tags.push({ domain, key, value, id: metaTagId(key, value), ts });
  }
  return tags.sort((a, b) => a.id - b.id);
}

/**
 * Ingest "metaTags": every page view carries the ids of its meta tags (META_TAG_EVENT_LIST,
 * metaTagId) and, position by position, their keys' classes (META_KEY_EVENT_LIST) — computed, no
 * database round trip — and tags new on their domain are catalogued with the time first seen, in
 * batches off the collect path (MetaTagCatalogueWriter).
 */
export const metaTagIngestStep: IngestStep = {
  name: 'metaTags',
  async enrich(hits, ctx) {
    for (const { hit, row } of hits) {
      if (row.kind !== 'pageview') continue;
      const tags = tagsOf(hit.meta, row.domain, row.ts);
      if (!tags.length) continue;
      row.lists[META_TAG_EVENT_LIST.name] = tags.map((tag) => tag.id);
      row.lists[META_KEY_EVENT_LIST.name] = tags.map((tag) => classes.get(tag.key, metaKeyClass));
      const writer = MetaTagCatalogueWriter.of(ctx.db);
      for (const tag of tags) writer.note(tag);
    }
  },
  drain: (db) => MetaTagCatalogueWriter.of(db).drain(),
  async forgetHistory(coreDb) {
    await MetaTagCatalogueWriter.of(coreDb).drain();
    MetaTagCatalogueWriter.forget(coreDb);
    const db = audiencesDb(coreDb);
    const deleted: Record<string, number> = {};
    for (const table of ['meta_tag_domains', 'meta_tags', 'meta_keys'] as const) deleted[table] = Number((await db.deleteFrom(table).executeTakeFirst()).numDeletedRows);
    return deleted;
  },
};
