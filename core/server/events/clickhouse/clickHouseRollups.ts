import type { ClickHouseClient, ClickHouseSettings } from '@clickhouse/client';
import { listColumn, type EventLists } from '../eventColumns';
import { DAY_MS, HOUR_MS, rollupTable, type Rollup, type RollupTier } from '../rollups';
import { ident, join, sql, type Sql } from './sql';

const BOTH: RollupTier[] = ['hour', 'day'];
/** Days only: per hour, a roll-up of visitors (or of every source of every id) is nearly as large as the events. */
const DAYS: RollupTier[] = ['day'];
const SOURCE = ['domain', 'device', 'browser', 'os', 'referrer_type', 'referrer'];

/**
 * The roll-ups on ClickHouse, each tier a table of aggregate states (AggregatingMergeTree)
 * filled by a materialized view on every insert into the events — current to the last insert of
 * any process, with no watermark. A row holds the sums of page views and events and the latest
 * instant. The DuckDB store's shapes (rollups.ts) for the event columns, with visitors kept as
 * `vid` in roll-ups of days for distinct users (a uniqExact state per row would do it too, but
 * 18.16 reads such states at ~1 µs a visitor, slower than scanning the events: measured). Id lists
 * are rolled up one id to a row, not as whole lists, whose combinations are nearly as many as the
 * visits: each rolled-up list per domain, by source and by page, with its visitors per domain; a
 * `visitorsPerId` list's visitors per domain and class. The bucket's start is `bucket`, not `ts`:
 * ClickHouse substitutes an alias wherever its name appears, and `max(ts)` would read the bucket.
 */
export function clickHouseRollupsOf(lists: EventLists): Rollup[] {
  const perId = (name: string, list: string, dims: string[], tiers: RollupTier[], classes?: string): Rollup => ({ name, dims, tiers, perId: { list, classes } });
  const rolledUp = lists.declared.filter((list) => list.rolledUp);
  return [
    { name: 'rollup_domain', dims: ['domain'], tiers: BOTH },
    { name: 'rollup_event', dims: ['domain', 'event', 'label'], tiers: BOTH },
    { name: 'rollup_source', dims: SOURCE, tiers: BOTH },
    { name: 'rollup_page', dims: ['domain', 'path'], tiers: BOTH },
    ...rolledUp.filter((list) => !list.scoredFrom).flatMap((list) => [
      perId(`rollup_${list.name}`, listColumn(list.name), ['domain'], BOTH),
      perId(`rollup_${list.name}_source`, listColumn(list.name), SOURCE, DAYS),
      perId(`rollup_${list.name}_page`, listColumn(list.name), ['domain', 'path'], DAYS),
    ]),
    { name: 'rollup_visitor', dims: ['domain', 'device', 'browser', 'os', 'vid'], tiers: DAYS },
    ...rolledUp.map((list) => perId(`rollup_${list.name}_visitors`, listColumn(list.name), ['domain', 'vid'], DAYS)),
    ...lists.perIdLists().map(({ name, column, classes }) => perId(`rollup_${name}_visitors`, column, ['domain', 'vid'], DAYS, classes)),
  ];
}

/** How a query reads an id list: grouped by its ids, filtered to some (a term), or on a condition. */
export interface ListRead {
  grouped?: boolean;
  termIds?: readonly number[];
  condition?: boolean;
}

/**
 * The first roll-up that serves a query reading `columns` (besides its lists), `lists` as said,
 * `measures` of which `additive` are counts. A per-id roll-up serves a query that reads its list
 * only one way: grouped by its ids, or a term on one id — or on several when nothing is summed,
 * since a row carrying two of them would be counted twice while a visitor set is not.
 */
export function coveringRollupOf(rollups: readonly Rollup[], columns: readonly string[], lists: ReadonlyMap<string, ListRead>, additive: boolean): Rollup | undefined {
  return rollups.find((rollup) => {
    if (!rollup.perId) return !lists.size && columns.every((column) => rollup.dims.includes(column));
    const { list, classes } = rollup.perId;
    const read = lists.get(list);
    if (!read || read.condition || lists.size > (classes && lists.has(classes) ? 2 : 1)) return false;
    if (classes && lists.get(classes) && !read.grouped) return false;
    const served = read.grouped ? !read.termIds : read.termIds!.length === 1 || !additive;
    return served && columns.every((column) => rollup.dims.includes(column));
  });
}

export const TIER_MS: Record<RollupTier, number> = { hour: HOUR_MS, day: DAY_MS };

/** The aggregate states of a roll-up row, over event rows. */
const STATES: Sql[] = [
  sql`sumState(toInt64(kind = 'pageview')) AS pageviews`,
  sql`sumState(toInt64(kind = 'event')) AS events`,
  sql`maxState(ts) AS last_ts`,
];

const STATE_COLUMNS = sql`pageviews AggregateFunction(sum, Int64), events AggregateFunction(sum, Int64), last_ts AggregateFunction(max, Int64)`;

export interface RollupTable {
  rollup: Rollup;
  tier: RollupTier;
  name: string;
}

export const rollupTables = (rollups: readonly Rollup[]): RollupTable[] => rollups.flatMap((rollup) => rollup.tiers.map((tier) => ({ rollup, tier, name: rollupTable(rollup, tier) })));

const bucketOf = (tier: RollupTier) => sql`intDiv(ts, ${TIER_MS[tier]}) * ${TIER_MS[tier]}`;

/** Event rows one id of a per-id roll-up's list to a row: `id` (and `class`) beside the event's columns. */
function perIdJoin(rollup: Rollup): Sql {
  const { list, classes } = rollup.perId!;
  if (!classes) return sql`ARRAY JOIN ${ident(list)} AS id`;
  return sql`ARRAY JOIN ${ident(list)} AS id, ${ident(classes)} AS class`;
}

/** The roll-up's key columns besides the bucket, in table order. */
const keyColumns = (rollup: Rollup): string[] => [...rollup.dims, ...(rollup.perId ? ['id', ...(rollup.perId.classes ? ['class'] : [])] : [])];

/** The rows `table` holds for the events `where` selects, in table column order (what an INSERT … SELECT and the view take). */
export function rollupSelect(table: RollupTable, events: Sql, where: Sql = sql``): Sql {
  const keys = keyColumns(table.rollup).map((column) => ident(column));
  const source = table.rollup.perId ? sql`${events} ${perIdJoin(table.rollup)}` : events;
  return sql`SELECT ${bucketOf(table.tier)} AS bucket, ${join(keys)}, ${join(STATES)} FROM ${source} ${where} GROUP BY bucket, ${join(keys)}`;
}

/** Sorted by domain, time, then a per-id roll-up's class and id: the console's filters prune by them. */
function createStatement(table: RollupTable, types: ReadonlyMap<string, string>): Sql {
  const keys = keyColumns(table.rollup);
  const columns = keys.map((column) => sql`${ident(column)} ${typeSql(columnType(column, table.rollup, types))}`);
  const first = ['domain', 'bucket', ...['class', 'id'].filter((column) => keys.includes(column))];
  const order = [...first, ...keys.filter((column) => !first.includes(column))].map((column) => ident(column));
  return sql`CREATE TABLE ${ident(table.name)} (bucket Int64, ${join(columns)}, ${STATE_COLUMNS})
    ENGINE = AggregatingMergeTree PARTITION BY toYYYYMM(toDateTime(intDiv(bucket, 1000), 'UTC')) ORDER BY (${join(order)})`;
}

/** The types a key column can have (the events' columns): a type reaches a statement only from here. */
const TYPES: Record<string, Sql> = {
  String: sql`String`,
  'LowCardinality(String)': sql`LowCardinality(String)`,
  UInt32: sql`UInt32`,
  UInt64: sql`UInt64`,
};

function typeSql(type: string): Sql {
  if (!Object.hasOwn(TYPES, type)) throw new Error(`A roll-up keeps no column of type ${type}.`);
  return TYPES[type];
}

/** A key column's type: the events' for dims, the element type of the list (and its classes) for a per-id roll-up's id and class. */
function columnType(column: string, rollup: Rollup, types: ReadonlyMap<string, string>): string {
  const of = (name: string) => {
    const type = types.get(name);
    if (!type) throw new Error(`The events have no column "${name}" for the roll-up ${rollup.name}.`);
    return type;
  };
  if (column === 'id') return of(rollup.perId!.list).replace(/^Array\((.*)\)$/, '$1');
  if (column === 'class') return of(rollup.perId!.classes!).replace(/^Array\((.*)\)$/, '$1');
  return of(column);
}

/** What a table's columns must be (its signature, as system.columns lists them): a roll-up whose columns changed is made again. */
const signatureOf = (table: RollupTable, types: ReadonlyMap<string, string>) =>
  ['bucket:Int64', ...keyColumns(table.rollup).map((column) => `${column}:${columnType(column, table.rollup, types)}`), STATE_SIGNATURE].join(',');

const STATE_SIGNATURE = 'pageviews:AggregateFunction(sum, Int64),events:AggregateFunction(sum, Int64),last_ts:AggregateFunction(max, Int64)';

const READY = sql`rollups_ready`;

/**
 * Creates the roll-up tables and their views, and fills a new one from the events already
 * stored. Exactly once across processes starting together: the process whose CREATE TABLE
 * wins fills it, the others wait until `rollups_ready` lists it with its signature. Merges of
 * the events stop meanwhile, so the parts listed after the view exists are exactly the rows it
 * did not see. A table no longer kept (a plugin's list disabled) is dropped with its view.
 */
export async function migrateRollups(client: ClickHouseClient, database: string, lists: EventLists, settings: ClickHouseSettings): Promise<void> {
  const run = (statement: Sql) => client.command({ query: statement.text, clickhouse_settings: settings });
  const read = async <T>(statement: Sql) => (await client.query({ query: statement.text, format: 'JSONEachRow' })).json<T>();
  await run(sql`CREATE TABLE IF NOT EXISTS ${READY} (name String, signature String) ENGINE = TinyLog`);
  const columns = await read<{ table: string; name: string; type: string }>(sql`SELECT table, name, type FROM system.columns WHERE database = ${database}`);
  const types = new Map(columns.filter((c) => c.table === 'events').map((c) => [c.name, c.type]));
  // The views are listed among the tables too (with their SELECT's columns): kept apart.
  const views = new Set(columns.filter((c) => c.table.endsWith('_mv')).map((c) => c.table));
  const existing = new Map<string, string>();
  for (const c of columns) if (c.table.startsWith('rollup_') && !views.has(c.table)) existing.set(c.table, [existing.get(c.table), `${c.name}:${c.type}`].filter(Boolean).join(','));
  const tables = rollupTables(clickHouseRollupsOf(lists));
  const kept = new Set(tables.map((t) => t.name));
  const ready = await readyTables(read);
  // A ready table whose view is gone (dropped by hand) is made again; one not ready yet is being filled by another process.
  const stale = [...existing].filter(([name, signature]) => {
    if (!kept.has(name)) return true;
    const expected = signatureOf(tables.find((t) => t.name === name)!, types);
    return signature !== expected || (ready.has(`${name} ${expected}`) && !views.has(`${name}_mv`));
  });
  for (const [name] of stale) {
    await run(sql`DROP TABLE IF EXISTS ${ident(`${name}_mv`)}`);
    await run(sql`DROP TABLE IF EXISTS ${ident(name)}`);
  }
  const made: RollupTable[] = [];
  for (const table of tables) {
    if (existing.has(table.name) && !stale.some(([name]) => name === table.name)) continue;
    try {
      await run(createStatement(table, types));
      made.push(table);
    } catch (err) {
      // Another process made it first, and fills it.
      if (!/already exists/i.test(String(err))) throw err;
    }
  }
  const signatures = new Map(tables.map((t) => [t.name, signatureOf(t, types)]));
  if (made.length) await fill(run, read, database, made, signatures);
  await waitUntilReady(read, signatures);
}

async function fill(run: (s: Sql) => Promise<unknown>, read: <T>(s: Sql) => Promise<T[]>, database: string, tables: readonly RollupTable[], signatures: ReadonlyMap<string, string>) {
  await run(sql`SYSTEM STOP MERGES events`);
  try {
    for (const table of tables) await run(sql`CREATE MATERIALIZED VIEW ${ident(`${table.name}_mv`)} TO ${ident(table.name)} AS ${rollupSelect(table, sql`events`)}`);
    const parts = (await read<{ name: string }>(sql`SELECT name FROM system.parts WHERE active AND database = ${database} AND table = 'events'`)).map((p) => p.name);
    if (parts.length) for (const table of tables) await run(sql`INSERT INTO ${ident(table.name)} ${rollupSelect(table, sql`events`, sql`WHERE _part IN (${join(parts.map((p) => sql`${p}`))})`)}`);
  } finally {
    await run(sql`SYSTEM START MERGES events`);
  }
  // Append-only: a table made again with other columns is ready once listed with its new signature.
  await run(sql`INSERT INTO ${READY} VALUES ${join(tables.map((t) => sql`(${t.name}, ${signatures.get(t.name)!})`))}`);
}

const READY_TIMEOUT_MS = 10 * 60_000;

/** The tables filled, as `name signature`. */
const readyTables = async (read: <T>(s: Sql) => Promise<T[]>) =>
  new Set((await read<{ name: string; signature: string }>(sql`SELECT DISTINCT name, signature FROM ${READY}`)).map((r) => `${r.name} ${r.signature}`));

async function waitUntilReady(read: <T>(s: Sql) => Promise<T[]>, signatures: ReadonlyMap<string, string>) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const ready = await readyTables(read);
    const waiting = [...signatures].filter(([name, signature]) => !ready.has(`${name} ${signature}`)).map(([name]) => name);
    if (!waiting.length) return;
    // A process that died while filling leaves its tables unlisted for good.
    if (Date.now() > deadline) throw new Error(`The ClickHouse roll-ups ${waiting.join(', ')} were not filled in time; if no other console process is starting, drop them and start again.`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

/**
 * The rows that carry a rewrite into the roll-ups: the events `where` selects have `rewrites`
 * (list column → its new value) applied, which only adds ids. A per-id roll-up of a rewritten list
 * gets those rows under each id added; no other roll-up keeps a list. Statements to run before
 * the rewrite itself (they read the old values).
 */
export function rewriteDeltas(tables: readonly RollupTable[], events: Sql, where: Sql, rewrites: ReadonlyMap<string, Sql>, target: (table: RollupTable) => Sql): Sql[] {
  return tables.flatMap((table) => {
    const { rollup } = table;
    const rewritten = rollup.perId && rewrites.get(rollup.perId.list);
    if (!rewritten) return [];
    if (rollup.perId!.classes) throw new Error(`A rewrite of the classed list ${rollup.perId!.list} is not rolled up.`);
    const keys = rollup.dims.map((d) => ident(d));
    return [
      sql`INSERT INTO ${target(table)} SELECT ${bucketOf(table.tier)} AS bucket, ${join(keys)}, added AS id, ${join(STATES)}
        FROM ${events} ARRAY JOIN arrayFilter(x -> NOT has(${ident(rollup.perId!.list)}, x), ${rewritten}) AS added ${where} GROUP BY bucket, ${join(keys)}, id`,
    ];
  });
}
