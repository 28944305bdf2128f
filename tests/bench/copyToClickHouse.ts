import { createReadStream, rmSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { ident, join, sql } from '../../core/server/events/clickhouse/sql';

const DAY = 86_400_000;

async function columnsOf(url: string, database: string, table: string): Promise<string[]> {
  const query = sql`SELECT name FROM system.columns WHERE database = ${database} AND table = ${table} FORMAT JSONEachRow`;
  const text = await (await fetch(url, { method: 'POST', body: query.text })).text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { name: string }).name);
}

/**
 * Copies a generated DuckDB store's events into the ClickHouse store's `events` table (made by
 * the server's start), a day at a time through JSON lines, so both stores hold the same rows:
 * the columns both tables have. Returns the rows copied.
 */
export async function copyToClickHouse(duckFile: string, url: string, database: string, workDir: string): Promise<number> {
  const instance = await DuckDBInstance.create(duckFile);
  const connection = await instance.connect();
  try {
    const duckColumns = new Set((await connection.runAndReadAll("SELECT column_name FROM information_schema.columns WHERE table_name = 'events'")).getRowObjectsJS().map((r) => String(r.column_name)));
    const columns = (await columnsOf(url, database, 'events')).filter((c) => duckColumns.has(c));
    const [{ lo, hi }] = (await connection.runAndReadAll('SELECT min(ts) AS lo, max(ts) AS hi FROM events')).getRowObjectsJS() as { lo: bigint; hi: bigint }[];
    const insert = sql`INSERT INTO ${ident(database)}.events (${join(columns.map((c) => ident(c)))}) FORMAT JSONEachRow`;
    const file = path.join(workDir, 'copy.json');
    let copied = 0;
    for (let day = Math.floor(Number(lo) / DAY) * DAY; day <= Number(hi); day += DAY) {
      // Identifiers checked by `ident`; the bounds are integers.
      const select = `SELECT ${columns.map((c) => ident(c).text.replaceAll('`', '"')).join(', ')} FROM events WHERE ts >= ${day} AND ts < ${day + DAY}`;
      const result = await connection.runAndReadAll(`COPY (${select}) TO '${file}' (FORMAT JSON)`);
      copied += Number(result.getRowObjectsJS()[0]?.Count ?? 0);
      const res = await fetch(`${url}/?query=${encodeURIComponent(insert.text)}`, { method: 'POST', body: createReadStream(file) as unknown as BodyInit, duplex: 'half' } as RequestInit);
      if (!res.ok) throw new Error(`ClickHouse refused the copy: ${await res.text()}`);
      rmSync(file);
    }
    return copied;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Waits until ClickHouse merged what the copy made (at most `maxMs`): a copied history is timed as a running server's merged one would be. */
export async function mergesDone(url: string, database: string, maxMs = 15 * 60_000): Promise<number> {
  const started = Date.now();
  const running = sql`SELECT count() FROM system.merges WHERE database = ${database}`;
  while (Date.now() - started < maxMs) {
    const res = await fetch(`${url}/?query=${encodeURIComponent(running.text)}`);
    if (Number((await res.text()).trim()) === 0) break;
    await new Promise((wake) => setTimeout(wake, 1000));
  }
  return Date.now() - started;
}
