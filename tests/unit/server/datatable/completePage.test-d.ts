/**
 * Type-level tests of a datatable's completePage, checked by `tsc` (npm run typecheck), not run by
 * Jest: every `@ts-expect-error` below must meet a compile error, or tsc fails on the unused
 * directive. Each erroneous call stands on one line so the error it expects is its own.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import * as yup from 'yup';
import { datatableRef } from '../../../../core/common/datatable';
import { defineDatatable } from '../../../../core/server/datatable';

type Item = { id: number; fires: number };
type Row = { id: number };
const table = datatableRef<Item>()({ path: '/v1/test/datatable', permission: 'viewRealtime', sortKeys: ['id'], defaultSort: { key: 'id', desc: true }, filters: yup.object({}) });
declare const rows: SelectQueryBuilder<{ t: Row }, 't', Row>;
const common = { rows: () => rows, sort: { id: sql`t.id` }, search: [], filters: {} };

/** toItem makes the item, or something completePage turns into the items of the page. */
export const served = [
  defineDatatable(table, { ...common, toItem: (row) => ({ id: row.id, fires: 0 }) }),
  defineDatatable(table, { ...common, toItem: (row) => ({ id: row.id }), completePage: async (items) => items.map((item) => ({ ...item, fires: 1 })) }),
];

export const wronglyServed = [
  // @ts-expect-error without completePage, toItem must make the whole item
  defineDatatable(table, { ...common, toItem: (row) => ({ id: row.id }) }),
  // @ts-expect-error completePage must answer the ref's items
  defineDatatable(table, { ...common, toItem: (row) => ({ id: row.id }), completePage: async (items) => items }),
];
