import { listValue } from '@duckdb/node-api';
import type { EventStore } from '../../core/server/events';
import { ClickHouseEventStore } from '../../core/server/events/clickhouse/ClickHouseEventStore';
import { ident, join, sql } from '../../core/server/events/clickhouse/sql';
import { duckDbStore } from './duckDbStore';

/**
 * What a server's event store holds, read straight from its tables in its own SQL — DuckDB or
 * ClickHouse — so the ingest and assignment suites check stored rows on either store (integration-ch).
 */

/** The columns of the events rows of a visitor (or a path), oldest first. */
export async function storedRows<T extends Record<string, unknown>>(events: EventStore, where: { visitorId?: string; path?: string }, columns: readonly string[]): Promise<T[]> {
  await events.flush();
  if (events instanceof ClickHouseEventStore) {
    const conditions = [...(where.visitorId === undefined ? [] : [sql`visitor_id = ${where.visitorId}`]), ...(where.path === undefined ? [] : [sql`path = ${where.path}`])];
    return events.query<T>(sql`SELECT ${join(columns.map((c) => ident(c)))} FROM events WHERE ${join([sql`1`, ...conditions], ' AND ')} ORDER BY ts, path`);
  }
  const params = [where.visitorId, where.path].filter((v) => v !== undefined);
  const conditions = [where.visitorId === undefined ? '' : 'visitor_id = $1', where.path === undefined ? '' : `path = $${params.length}`].filter(Boolean);
  return duckDbStore(events).query<T>(`SELECT ${columns.join(', ')} FROM events WHERE ${['true', ...conditions].join(' AND ')} ORDER BY ts, path`, params);
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
