import { listValue } from '@duckdb/node-api';
import type { EventStore } from '../../core/server/events';
import { ClickHouseEventStore } from '../../core/server/events/clickhouse/ClickHouseEventStore';
import { ident, join, sql } from '../../core/server/events/clickhouse/sql';
import { duckDbStore } from './duckDbStore';

/**
 * What a server's event store holds, read straight from its tables in its own SQL — DuckDB or
 * ClickHouse — so the suites that count events check them on either store (integration-ch).
 */

/** What storedRows may select on, by the column it names. */
const ROW_FILTERS = { visitorId: 'visitor_id', path: 'path', domain: 'domain' } as const;

/**
 * The columns of the events rows of a visitor, a path or a domain (all rows when `where` names
 * none), oldest first. Ids in lists are numbers on either store (DuckDB gives BIGINT ones as BigInt).
 */
export async function storedRows<T extends Record<string, unknown>>(events: EventStore, where: { [K in keyof typeof ROW_FILTERS]?: string }, columns: readonly string[]): Promise<T[]> {
  await events.flush();
  const given = (Object.keys(ROW_FILTERS) as (keyof typeof ROW_FILTERS)[]).filter((key) => where[key] !== undefined);
  if (events instanceof ClickHouseEventStore) {
    const conditions = given.map((key) => sql`${ident(ROW_FILTERS[key])} = ${where[key]!}`);
    return events.query<T>(sql`SELECT ${join(columns.map((c) => ident(c)))} FROM events WHERE ${join([sql`1`, ...conditions], ' AND ')} ORDER BY ts, path`);
  }
  const conditions = given.map((key, i) => `${ROW_FILTERS[key]} = $${i + 1}`);
  const rows = await duckDbStore(events).query<T>(`SELECT ${columns.join(', ')} FROM events WHERE ${['true', ...conditions].join(' AND ')} ORDER BY ts, path`, given.map((key) => where[key]));
  for (const row of rows) for (const [column, value] of Object.entries(row)) if (Array.isArray(value)) (row as Record<string, unknown>)[column] = value.map((v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
  return rows;
}

/** How many events rows and assignments (of every list) the store holds. */
export async function storedCounts(events: EventStore): Promise<{ events: number; assignments: number }> {
  await events.flush();
  const [counts] =
    events instanceof ClickHouseEventStore
      ? await events.query<{ events: number; assignments: number }>(sql`SELECT (SELECT count() FROM events) AS events, (SELECT count() FROM list_assignments) AS assignments`)
      : await duckDbStore(events).query<{ events: number; assignments: number }>('SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM list_assignments) AS assignments');
  return counts;
}

/** The assignments to ids of `list` (a visitor's, or an id's), by id then visitor. */
export async function storedAssignments(events: EventStore, list: string, of: { visitorId?: string; id?: number }): Promise<{ id: number; score: number; visitorId: string; ts: number }[]> {
  await events.flush();
  if (events instanceof ClickHouseEventStore) {
    const conditions = [sql`list = ${list}`, ...(of.visitorId === undefined ? [] : [sql`visitor_id = ${of.visitorId}`]), ...(of.id === undefined ? [] : [sql`id = ${of.id}`])];
    return events.query(sql`SELECT id, score, visitor_id AS visitorId, ts FROM list_assignments WHERE ${join(conditions, ' AND ')} ORDER BY id, visitorId`);
  }
  const params: unknown[] = [list];
  const conditions = ['list = $1', ...(of.visitorId === undefined ? [] : [`visitor_id = $${params.push(of.visitorId)}`]), ...(of.id === undefined ? [] : [`id = $${params.push(of.id)}`])];
  return duckDbStore(events).query(`SELECT id, score, visitor_id AS "visitorId", ts FROM list_assignments WHERE ${conditions.join(' AND ')} ORDER BY id, "visitorId"`, params);
}

/** Visitors whose rows carry one of `ids` of `list` (on `domains`, when given), sorted. */
export async function visitorsCarrying(events: EventStore, list: string, ids: readonly number[], domains?: readonly string[]): Promise<string[]> {
  await events.flush();
  const column = `${list}_ids`;
  if (events instanceof ClickHouseEventStore) {
    const onDomains = domains ? sql`domain IN (${join(domains.map((d) => sql`${d}`))})` : sql`1`;
    const rows = await events.query<{ visitor_id: string }>(sql`SELECT DISTINCT visitor_id FROM events WHERE hasAny(${ident(column)}, ${[...ids]}) AND ${onDomains} ORDER BY visitor_id`);
    return rows.map((r) => r.visitor_id);
  }
  const onDomains = domains ? `domain IN (SELECT unnest($2::VARCHAR[]))` : 'true';
  const rows = await duckDbStore(events).query<{ visitor_id: string }>(
    `SELECT DISTINCT visitor_id FROM events WHERE list_has_any(${column}, $1::BIGINT[]) AND ${onDomains} ORDER BY 1`,
    [listValue(ids.map((id) => BigInt(id))), ...(domains ? [listValue([...domains])] : [])],
  );
  return rows.map((r) => r.visitor_id);
}
