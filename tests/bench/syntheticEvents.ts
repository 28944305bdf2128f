import { DuckDBInstance } from '@duckdb/node-api';
import { DuckDbEventStore } from '../../core/server/events/duckdb/DuckDbEventStore';
import { AUDIENCE_QUALITY_SCORES } from '../../plugins/audiences/common/audienceQuality';
import { TEST_EVENT_LISTS } from '../support/eventLists';

export interface SyntheticRange {
  from: number;
  to: number;
  count: number;
  /** Distinct visitors to draw from (a power law: some return often). */
  visitors: number;
  /**
   * The audience overview's set: four visitors in five hold up to three of the audience ids
   * 1…`audiences` (a few popular, most rare), a share `leads` of the hits are lead form
   * submissions, and each visitor's audiences are stored as assignments with an affinity of
   * 1–10 drawn per pair (what the data quality filters); page views carry the AI topic of their
   * page, one of `topics` ids from `firstTopic` on (the classifier's output, per page). Without it:
   * the realtime and insights sets' fixed audience ids, no leads, no assignments, no topics.
   */
  overview?: { audiences: number; leads: number; firstTopic: number; topics: number };
  /** Page views carry the meta tags of their page (syntheticMetaTags): the behaviour table's set. */
  metaTags?: boolean;
}

/** Pages per site; each page view carries its page's meta tags (META_TAGS). */
const PAGES = 2000;

/**
 * The meta tags of a synthetic page, for one page number and in SQL over `page`: a title as the
 * rows' (`Title of /section/page-<n>`), one of 12 sections and one of 300 keyword lists.
 */
const META_TAGS = [
  { key: 'og:title', value: (page: number) => `Title of /section/page-${page}`, sql: `'Title of /section/page-' || page` },
  { key: 'og:section', value: (page: number) => `Section ${page % 12}`, sql: `'Section ' || (page % 12)` },
  { key: 'keywords', value: (page: number) => `keyword ${(page * 7) % 300}, news`, sql: `'keyword ' || ((page * 7) % 300) || ', news'` },
];

/** A page view's meta tag ids and their keys' classes, as the ingest sets them: metaTagId's and metaKeyClass's SQL twins. */
const metaTagIds = `[${META_TAGS.map((tag) => `md5_number_lower('${tag.key}' || chr(10) || ${tag.sql}) & 9007199254740991`).join(', ')}]`;
const metaKeyClasses = `[${META_TAGS.map((tag) => `md5_number_lower('${tag.key}') % 2147483648`).join(', ')}]`;

/** Every synthetic meta tag once, for the catalogue the ingest would have written. */
export function syntheticMetaTags(): { key: string; value: string }[] {
  const tags = new Map<string, { key: string; value: string }>();
  for (let page = 0; page < PAGES; page++) for (const tag of META_TAGS) tags.set(`${tag.key}\n${tag.value(page)}`, { key: tag.key, value: tag.value(page) });
  return [...tags.values()];
}

const DAY = 86_400_000;

/**
 * Fills the store with about `count` events over [from, to) in time order, generated inside
 * DuckDB (seconds for tens of millions of rows; the JS seeder is for realism in the demo, this
 * is for volume). The shape is that of real traffic, because roll-ups and caches gain or lose
 * by it: visits of about two and a half hits, by visitors drawn from a power law (some return daily,
 * most come once); device, browser, OS, home domain and audiences belong to the visitor, the
 * referrer to the visit's first hit (later hits come from the site itself: Self); 85 % page
 * views on Zipf-like pages, the rest question views and votes (and lead forms: `overview`); a channel on a fifth of the pages.
 */
export async function insertSyntheticEvents(file: string, range: SyntheticRange): Promise<void> {
  await (await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file })).close(); // creates the schema
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  // Visits hold 2.54 hits on average (1 + the floor of an exponential of mean 2).
  const visits = Math.max(1, Math.round(range.count / 2.54));
  const span = range.to - range.from;
  const u = (key: string, salt: number) => `((hash(${key}, ${salt}) % 1000000) / 1000000.0)`;
  const leads = range.overview?.leads ?? 0;
  const n = range.overview?.audiences;
  const audienceIds = n
    ? `CASE WHEN va < 0.8 THEN list_distinct([1 + floor(pow(va / 0.8, 2) * ${n})::INT, 1 + floor(${u('vid', 13)} * ${n})::INT, 1 + floor(${u('vid', 14)} * ${n})::INT]) ELSE [] END`
    : 'CASE WHEN va < 0.5 THEN [1 + floor(va * 60)::INT, 40 + floor(vb * 10)::INT] ELSE [] END';
  // A visitor's affinity to an audience, 1–10, the same for every hit: what the assignments below store (÷ 10).
  const affinity = (id: string) => `(1 + hash(visitor_id, ${id}) % 10)`;
  // The data-quality lists the assign step writes: the audiences of at least that affinity.
  const affinityAtLeast = (level: number) => `list_filter(aud, x -> ${affinity('x')} >= ${level})`;
  // A page view's topic: its page's, as the classifier gives one topic per page.
  const topicOfPage = range.overview ? `CASE WHEN h1 < 0.85 THEN [${range.overview.firstTopic} + page % ${range.overview.topics}] ELSE [] END` : '[]';
  // One day of visits per statement, sorted by time: DuckDB keeps min/max of `ts` per row group.
  for (let dayStart = range.from; dayStart < range.to; dayStart += DAY) {
    const first = Math.ceil(((dayStart - range.from) * visits) / span);
    const last = Math.min(visits, Math.ceil(((Math.min(dayStart + DAY, range.to) - range.from) * visits) / span));
    if (last <= first) continue;
    await connection.run(`
      INSERT INTO events (ts, kind, event, label, domain, path, url, title, image, visitor_id, device, browser, os, referrer, referrer_type, channel_ids, audience_ids, vid${n ? ', audience_medium_ids, audience_high_ids, topic_ids' : ''}${range.metaTags ? ', meta_tag_ids, meta_key_ids' : ''})
      WITH visit AS (
        SELECT j,
          (${range.from} + (j * ${span}) // ${visits})::BIGINT AS start,
          'v' || floor(pow(${u('j', 5)}, 2) * ${range.visitors})::INT AS visitor_id,
          1 + least(floor(-ln(1 - ${u('j', 1)} * 0.999) * 2)::INT, 19) AS hits,
          ${u('j', 8)} AS r
        FROM range(${first}, ${last}) t(j)
      ),
      visitor AS (
        SELECT *, md5_number_lower(visitor_id) AS vid FROM visit
      ),
      hit AS (
        SELECT *, unnest(range(hits)) AS k,
          ${u('vid', 6)} AS vd, ${u('vid', 7)} AS vb, ${u('vid', 3)} AS vh, ${u('vid', 9)} AS va
        FROM visitor
      ),
      drawn AS (
        SELECT *, ${u('j * 32 + k', 11)} AS h1, ${u('j * 32 + k', 12)} AS h2, ${u('j * 32 + k', 4)} AS h4,
          (['news.example.com', 'sport.example.com', 'blog.example.org'])[1 + floor(pow(vh, 1.5) * 3)::INT] AS dom,
          floor(pow(h4, 4) * ${PAGES})::INT AS page,
          ${audienceIds} AS aud
        FROM hit
      )
      SELECT
        start + k * 45000,
        CASE WHEN h1 < 0.85 THEN 'pageview' ELSE 'event' END,
        CASE WHEN h1 < 0.85 THEN '' WHEN h1 < 0.95 THEN 'question_view' WHEN h1 >= ${1 - leads} THEN 'lead_form_submit' ELSE 'vote' END,
        CASE WHEN h1 >= 0.95 AND h1 < ${1 - leads} THEN (['Yes', 'No', 'Not sure'])[1 + floor(h2 * 3)::INT] ELSE '' END,
        dom,
        '/section/page-' || page AS pth,
        'https://' || dom || pth,
        'Title of ' || pth,
        '',
        visitor_id,
        CASE WHEN vd < 0.45 THEN 'Desktop' WHEN vd < 0.9 THEN 'Phone' ELSE 'Tablet' END,
        (['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'])[1 + floor(pow(vb, 2) * 5)::INT],
        CASE WHEN vd < 0.45 THEN (['Windows', 'Mac OS', 'Linux'])[1 + floor(vb * 3)::INT] ELSE (['iOS', 'Android'])[1 + floor(vb * 2)::INT] END,
        CASE WHEN k > 0 THEN dom ELSE (['', 'google.com', 'facebook.com', 'derstandard.at', 'bing.com', 'google.com', 'news.example.com'])[1 + floor(r * 7)::INT] END,
        CASE WHEN k > 0 THEN 'Self' ELSE (['Direct', 'Search', 'Social', 'Other', 'Search', 'Paid_Search', 'Self'])[1 + floor(r * 7)::INT] END,
        CASE WHEN h4 < 0.2 THEN [1 + floor(h4 * 20)::INT] ELSE [] END,
        aud,
        vid${n ? `, ${affinityAtLeast(AUDIENCE_QUALITY_SCORES.medium)}, ${affinityAtLeast(AUDIENCE_QUALITY_SCORES.high)}, ${topicOfPage}` : ''}${
          range.metaTags ? `, CASE WHEN h1 < 0.85 THEN ${metaTagIds} ELSE [] END, CASE WHEN h1 < 0.85 THEN ${metaKeyClasses} ELSE [] END` : ''
        }
      FROM drawn
      ORDER BY 1`);
  }
  if (n) {
    // One assignment per visitor and audience, when it first carried it; affinity k of 10 is stored as k / 10, as the ingest stores it.
    await connection.run(`
      INSERT INTO list_assignments (ts, list, id, visitor_id, domain, score, vid)
      SELECT min(ts), 'audience', id, visitor_id, arg_min(domain, ts), ${affinity('id')} / 10, vid
      FROM (SELECT ts, visitor_id, vid, domain, unnest(audience_ids) AS id FROM events)
      GROUP BY visitor_id, vid, id`);
  }
  // Rows inserted behind the store's back: forget the roll-up watermark, so the store rolls them up on open.
  await connection.run('DELETE FROM rollup_state');
  connection.closeSync();
  instance.closeSync();
}
