import type { ClickHouseClient } from '@clickhouse/client';
import type { EventLists } from '../eventColumns';
import { migrateRollups } from './clickHouseRollups';
import { ident, sql, type Sql } from './sql';

/**
 * The tables. Partitioned by UTC month (retention drops whole months cheaply) and sorted by
 * domain then time: nearly every console query names its domains and a range, so both prune
 * through the primary index. Dimensions with few values are LowCardinality (dictionary-encoded).
 * `vid` is the visitor id's integer key (visitorKey.ts): distinct users count it. Each declared
 * id list adds a column `<name>_ids Array(UInt32)` (UInt64 for wideIds). `added` lets every
 * process fold in the assignments other processes made (ClickHouseEventStore.pollAssignments).
 */
const MONTH = sql`toYYYYMM(toDateTime(intDiv(ts, 1000), 'UTC'))`;

const TABLES: Sql[] = [
  sql`CREATE TABLE IF NOT EXISTS events (
    ts Int64, kind LowCardinality(String), event LowCardinality(String), label String,
    domain LowCardinality(String), path String, url String, title String, image String,
    visitor_id String, device LowCardinality(String), browser LowCardinality(String),
    os LowCardinality(String), referrer String, referrer_type LowCardinality(String), vid UInt64
  ) ENGINE = MergeTree PARTITION BY ${MONTH} ORDER BY (domain, ts)`,
  sql`CREATE TABLE IF NOT EXISTS list_assignments (
    ts Int64, list LowCardinality(String), id UInt64, visitor_id String,
    domain LowCardinality(String), score Float64, vid UInt64, added DateTime DEFAULT now()
  ) ENGINE = MergeTree PARTITION BY ${MONTH} ORDER BY (list, id, vid)`,
  // A row per rewrite of settled rows (past assignment, retention): every process polls the count and drops the parts it keeps.
  sql`CREATE TABLE IF NOT EXISTS settled_rewrites (at Int64) ENGINE = MergeTree ORDER BY at`,
];

/** LowCardinality is experimental in 18.16: allowed for the statements that create such columns. */
const SCHEMA_SETTINGS = { allow_experimental_low_cardinality_type: 1 } as const;

const listIdType = (lists: EventLists, column: string): Sql => (lists.idType(column) === 'BIGINT' ? sql`UInt64` : sql`UInt32`);

/**
 * Creates the tables in the client's database, and gives the events a column for each declared
 * list (18.16 has no ADD COLUMN IF NOT EXISTS: the columns there are read first). A list no
 * enabled plugin declares any more keeps its column; a new scored list (EventListDeclaration.scoredFrom)
 * is filled by the ingest from then on, not for the rows stored before. Then the roll-ups.
 */
export async function migrateClickHouse(client: ClickHouseClient, database: string, lists: EventLists): Promise<void> {
  for (const statement of TABLES) await client.command({ query: statement.text, clickhouse_settings: SCHEMA_SETTINGS });
  const result = await client.query({ query: sql`SELECT name, type FROM system.columns WHERE database = ${database} AND table = 'events'`.text, format: 'JSONEachRow' });
  const existing = new Map((await result.json<{ name: string; type: string }>()).map((c) => [c.name, c.type]));
  for (const column of lists.columns()) {
    const type = listIdType(lists, column);
    if (!existing.has(column)) await client.command({ query: sql`ALTER TABLE events ADD COLUMN ${ident(column)} Array(${type})`.text });
    else if (existing.get(column) !== `Array(${type.text})` && type.text === 'UInt64') await client.command({ query: sql`ALTER TABLE events MODIFY COLUMN ${ident(column)} Array(UInt64)`.text });
  }
  await migrateRollups(client, database, lists, SCHEMA_SETTINGS);
}
