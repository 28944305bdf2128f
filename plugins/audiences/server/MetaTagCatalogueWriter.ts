import { sql, type Kysely } from 'kysely';
import { LruCache } from '../../../core/server/ingest';
import type { Database } from '../../../core/server/plugin';

/** A meta tag a page view carried: where, its key (lower case), value (trimmed) and id, and when. */
export interface SeenMetaTag {
  domain: string;
  key: string;
  value: string;
  id: number;
  ts: number;
}

/** Tag ids per domain known to be catalogued: the hot pages' tags, not every value ever seen. */
const KNOWN_PER_DOMAIN = 100_000;
/** Tags waiting for a write at most: beyond, a database that falls behind hears of a tag again when it is seen again. */
const MAX_WAITING = 100_000;
/** Tags per statement (six parameters each, far below PostgreSQL's 65,535), and the time from one statement to the next. */
const TAGS_PER_STATEMENT = 500;
const PAUSE_MS = 1000;

/**
 * Writes the meta tag catalogue (metaTagsMigration) off the collect path, per database: the
 * ingest notes the tags of each page view; one not known to be catalogued on its domain waits for
 * the next write — at once after a quiet second, else a second after the last. A page view never
 * waits for the database, and new values cost it one statement a second at most, however many
 * (every page view another: at most TAGS_PER_STATEMENT a second, on PGlite ~0.1 ms a tag on the
 * server's own thread; the rest are named a little later, their visitors counted from the first
 * page view all the same).
 * `drain` writes what waits without pausing (core asks after seeding and before closing).
 */
export class MetaTagCatalogueWriter {
  private static readonly byDatabase = new WeakMap<object, MetaTagCatalogueWriter>();
  private readonly known = new Map<string, LruCache<number, true>>();
  private readonly waiting = new Map<string, SeenMetaTag>();
  private writing?: Promise<void>;
  private draining = false;
  private resume?: () => void;
  private lastWrite = 0;

  private constructor(private readonly db: Kysely<Database>) {}

  static of(db: Kysely<Database>): MetaTagCatalogueWriter {
    let writer = MetaTagCatalogueWriter.byDatabase.get(db);
    if (!writer) MetaTagCatalogueWriter.byDatabase.set(db, (writer = new MetaTagCatalogueWriter(db)));
    return writer;
  }

  /** The catalogue is emptied (forgetHistory): what this process knew of it is gone. */
  static forget(db: Kysely<Database>): void {
    MetaTagCatalogueWriter.byDatabase.delete(db);
  }

  /** A page view carried `tag` (the writer keeps it until written). */
  note(tag: SeenMetaTag): void {
    if (this.knownOn(tag.domain).find(tag.id)) return;
    const key = `${tag.domain}\n${tag.id}`;
    const waiting = this.waiting.get(key);
    if (waiting) waiting.ts = Math.min(waiting.ts, tag.ts);
    else if (this.waiting.size < MAX_WAITING) this.waiting.set(key, tag);
    this.writing ??= this.writeWaiting().finally(() => (this.writing = undefined));
  }

  /** Resolves once every tag noted so far is written (or its write failed). */
  async drain(): Promise<void> {
    this.draining = true;
    this.resume?.();
    try {
      while (this.writing) await this.writing;
    } finally {
      this.draining = false;
    }
  }

  private knownOn(domain: string): LruCache<number, true> {
    let known = this.known.get(domain);
    if (!known) this.known.set(domain, (known = new LruCache(KNOWN_PER_DOMAIN)));
    return known;
  }

  private async writeWaiting(): Promise<void> {
    do {
      // One statement a PAUSE_MS at most: under load it takes what many page views noted; at once, what this turn noted.
      const wait = this.lastWrite + PAUSE_MS - Date.now();
      await (wait > 0 && !this.draining ? this.pause(wait) : Promise.resolve());
      const batch: SeenMetaTag[] = [];
      for (const [key, tag] of this.waiting) {
        if (batch.length === TAGS_PER_STATEMENT) break;
        batch.push(tag);
        this.waiting.delete(key);
      }
      this.lastWrite = Date.now();
      try {
        await catalogue(this.db, batch);
        for (const tag of batch) this.knownOn(tag.domain).set(tag.id, true);
      } catch (err) {
        // Not known, so noted again when next seen.
        console.error('meta tag catalogue write failed', err);
      }
    } while (this.waiting.size);
  }

  /** `ms`, or less when a drain begins. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.resume = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref?.();
      this.resume = done;
    });
  }
}

/**
 * Catalogues `tags` in one statement: keys, (key, value) rows and (domain, tag) rows not yet
 * there are inserted; a tag seen earlier than recorded moves its first-seen time back.
 */
async function catalogue(db: Kysely<Database>, tags: readonly SeenMetaTag[]) {
  const input = sql.join(tags.map((t) => sql`(${t.domain}::text, ${t.key}::text, ${t.value}::text, ${t.value.toLowerCase()}::text, ${t.id}::bigint, ${new Date(t.ts)}::timestamptz)`));
  await sql`
    WITH input (domain, key, value, value_lower, id, seen_at) AS (VALUES ${input}),
    keys AS (INSERT INTO meta_keys (key) SELECT DISTINCT key FROM input ON CONFLICT DO NOTHING),
    tags AS (INSERT INTO meta_tags (id, key, value, value_lower) SELECT DISTINCT ON (id) id, key, value, value_lower FROM input ON CONFLICT DO NOTHING)
    INSERT INTO meta_tag_domains (domain, key, meta_tag_id, created_at)
    SELECT domain, key, id, min(seen_at) FROM input GROUP BY domain, key, id
    ON CONFLICT (domain, key, meta_tag_id) DO UPDATE SET created_at = excluded.created_at WHERE meta_tag_domains.created_at > excluded.created_at`.execute(db);
}
