import { DuckDBInstance } from '@duckdb/node-api';
import { DuckDbEventStore } from '../../core/server/events/duckdb/DuckDbEventStore';
import { TEST_EVENT_LISTS } from '../support/eventLists';

export interface SyntheticRange {
  from: number;
  to: number;
  count: number;
  /** Distinct visitors to draw from (a power law: some return often). */
  visitors: number;
}

const DAY = 86_400_000;

/**
 * Fills the store with about `count` events over [from, to) in time order, generated inside
 * DuckDB (seconds for tens of millions of rows; the JS seeder is for realism in the demo, this
 * is for volume). The shape is that of real traffic, because roll-ups and caches gain or lose
 * by it: visits of about two and a half hits, by visitors drawn from a power law (some return daily,
 * most come once); device, browser, OS, home domain and audiences belong to the visitor, the
 * referrer to the visit's first hit (later hits come from the site itself: Self); 85 % page
 * views on Zipf-like pages, the rest question views and votes; a channel on a fifth of the pages.
 */
export async function insertSyntheticEvents(file: string, range: SyntheticRange): Promise<void> {
  await (await DuckDbEventStore.open({ lists: TEST_EVENT_LISTS, file })).close(); // creates the schema
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  // Visits hold 2.54 hits on average (1 + the floor of an exponential of mean 2).
  const visits = Math.max(1, Math.round(range.count / 2.54));
  const span = range.to - range.from;
  const u = (key: string, salt: number) => `((hash(${key}, ${salt}) % 1000000) / 1000000.0)`;
  // One day of visits per statement, sorted by time: DuckDB keeps min/max of `ts` per row group.
  for (let dayStart = range.from; dayStart < range.to; dayStart += DAY) {
    const first = Math.ceil(((dayStart - range.from) * visits) / span);
    const last = Math.min(visits, Math.ceil(((Math.min(dayStart + DAY, range.to) - range.from) * visits) / span));
    if (last <= first) continue;
    await connection.run(`
      INSERT INTO events (ts, kind, event, label, domain, path, url, title, image, visitor_id, device, browser, os, referrer, referrer_type, channel_ids, audience_ids, vid)
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
          (['news.example.com', 'sport.example.com', 'blog.example.org'])[1 + floor(pow(vh, 1.5) * 3)::INT] AS dom
        FROM hit
      )
      SELECT
        start + k * 45000,
        CASE WHEN h1 < 0.85 THEN 'pageview' ELSE 'event' END,
        CASE WHEN h1 < 0.85 THEN '' WHEN h1 < 0.95 THEN 'question_view' ELSE 'vote' END,
        CASE WHEN h1 >= 0.95 THEN (['Yes', 'No', 'Not sure'])[1 + floor(h2 * 3)::INT] ELSE '' END,
        dom,
        '/section/page-' || floor(pow(h4, 4) * 2000)::INT AS pth,
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
        CASE WHEN va < 0.5 THEN [1 + floor(va * 60)::INT, 40 + floor(vb * 10)::INT] ELSE [] END,
        vid
      FROM drawn
      ORDER BY 1`);
  }
  // Rows inserted behind the store's back: forget the roll-up watermark, so the store rolls them up on open.
  await connection.run('DELETE FROM rollup_state');
  connection.closeSync();
  instance.closeSync();
}
