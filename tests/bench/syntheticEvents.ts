import { DuckDBInstance } from '@duckdb/node-api';
import { DuckDbEventStore } from '../../core/server/events/DuckDbEventStore';

export interface SyntheticRange {
  from: number;
  to: number;
  count: number;
  /** Distinct visitors to draw from (a power law: some return often). */
  visitors: number;
}

/**
 * Fills the store with `count` events spread evenly over [from, to) in time order, generated
 * inside DuckDB (seconds for tens of millions of rows; the JS seeder is for realism, not volume).
 * Mixes: 85 % page views, 3 domains, Zipf-like pages, Desktop/Phone/Tablet, six referrer types,
 * audiences on half the rows, a channel on a fifth.
 */
export async function insertSyntheticEvents(file: string, range: SyntheticRange): Promise<void> {
  await (await DuckDbEventStore.open({ file })).close(); // creates the schema
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  const span = range.to - range.from;
  const u = (salt: number) => `(hash(i, ${salt}) % 1000000) / 1000000.0`;
  await connection.run(`
    INSERT INTO events
    SELECT
      (${range.from} + (i * ${span}) // ${range.count})::BIGINT,
      CASE WHEN h1 < 0.85 THEN 'pageview' ELSE 'event' END,
      CASE WHEN h1 < 0.85 THEN '' WHEN h1 < 0.95 THEN 'question_view' ELSE 'vote' END,
      CASE WHEN h1 >= 0.95 THEN (['Yes', 'No', 'Not sure'])[1 + floor(h2 * 3)::INT] ELSE '' END,
      dom,
      pth,
      'https://' || dom || pth,
      'Title of ' || pth,
      '',
      'v' || floor(pow(h5, 2) * ${range.visitors})::INT,
      CASE WHEN h6 < 0.45 THEN 'Desktop' WHEN h6 < 0.9 THEN 'Phone' ELSE 'Tablet' END,
      (['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'])[1 + floor(pow(h7, 2) * 5)::INT],
      CASE WHEN h6 < 0.45 THEN (['Windows', 'Mac OS', 'Linux'])[1 + floor(h7 * 3)::INT] ELSE (['iOS', 'Android'])[1 + floor(h7 * 2)::INT] END,
      (['', 'google.com', 'facebook.com', 'news.example.com', 'derstandard.at', 'google.com'])[1 + floor(h8 * 6)::INT],
      (['Direct', 'Search', 'Social', 'Self', 'Other', 'Paid_Search'])[1 + floor(h8 * 6)::INT],
      CASE WHEN h9 < 0.2 THEN [1 + floor(h9 * 20)::INT] ELSE [] END,
      CASE WHEN h9 < 0.5 THEN [1 + floor(h9 * 60)::INT, 40 + floor(h2 * 10)::INT] ELSE [] END,
      md5_number_lower('v' || floor(pow(h5, 2) * ${range.visitors})::INT)
    FROM (
      SELECT i, ${u(1)} AS h1, ${u(2)} AS h2, ${u(5)} AS h5, ${u(6)} AS h6, ${u(7)} AS h7, ${u(8)} AS h8, ${u(9)} AS h9,
        (['news.example.com', 'sport.example.com', 'blog.example.org'])[1 + floor(pow(${u(3)}, 1.5) * 3)::INT] AS dom,
        '/section/page-' || floor(pow(${u(4)}, 4) * 2000)::INT AS pth
      FROM range(${range.count}) t(i)
    )`);
  connection.closeSync();
  instance.closeSync();
}
