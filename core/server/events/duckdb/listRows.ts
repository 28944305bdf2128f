import { listValue } from '@duckdb/node-api';
import { keptListColumn, type EventLists, type ListIdType } from '../eventColumns';
import type { Rollup } from '../rollups';
import { SqlWhere } from './SqlWhere';

/** A list read one id to a row (a list dimension, a union of ids): all its ids, or those of one class or set. */
export interface ListRows {
  column: string;
  idType: ListIdType;
  classes?: { column: string; id: number };
  ids?: readonly number[];
}

/** How `name` is read one id to a row; throws when no enabled plugin keeps it or it has no classes to narrow by. */
export function listRowsOf(lists: EventLists, name: string, classId?: number, ids?: readonly number[]): ListRows {
  const column = keptListColumn(lists, name);
  const idType = lists.idType(column);
  if (classId === undefined) return { column, idType, ids };
  const classes = lists.classColumn(name);
  if (!classes) throw new Error(`The event list "${name}" has no classes to count one of.`);
  return { column, idType, classes: { column: classes, id: classId }, ids };
}

/** The columns reading `rows` takes: a roll-up must keep them (or its per-id roll-up, coveringRollup). */
export const listRowsColumns = (rows: ListRows): string[] => [rows.column, ...(rows.classes ? [rows.classes.column] : [])];

/**
 * The rows of `table` given its WHERE, one per id of the list with the id as `id` (and its class
 * as `class`): a per-id roll-up holds them so; the events and other roll-ups unnest the list, side
 * by side with its classes. A query's source (rolledScanSql, groupedCounts).
 */
export function listRowsSource(rows: ListRows): (where: SqlWhere, table: string, rollup?: Rollup) => string {
  return (where, table, rollup) => {
    if (rollup?.perId) return `${table} ${narrowed(where, rows).sql}`;
    const unnested = [`unnest(${rows.column}) AS id`, ...(rows.classes ? [`unnest(${rows.classes.column}) AS class`] : [])];
    const source = `(SELECT ${unnested.join(', ')}, * FROM ${table} ${where.sql})`;
    // Numbered after the inner clause's parameters: one list for the statement.
    const outer = narrowed(new SqlWhere(where.params), rows);
    return outer.sql ? `(SELECT * FROM ${source} ${outer.sql})` : source;
  };
}

function narrowed(where: SqlWhere, rows: ListRows): SqlWhere {
  if (rows.classes) where.and(`class = ${where.param(rows.classes.id)}`);
  // One list parameter and a semi join: thousands of ids would make as many parameters and a chain of ORs.
  if (rows.ids) where.and(`id IN (SELECT unnest(${where.param(listValue(rows.ids.map((id) => BigInt(id))))}::${rows.idType}[]))`);
  return where;
}
