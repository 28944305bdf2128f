import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';

/** Kysely table types of the realtime plugin's tables (dashboardsMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type RealtimeTables = {
  dashboards: DashboardTable;
};

/** Core's database typed with this plugin's tables too (Kysely's `$extendTables`, types only). */
export function realtimeDb(db: Kysely<Database>): Kysely<Database & RealtimeTables> {
  return db.$extendTables<RealtimeTables>();
}

/** jsonb written as JSON text; PGlite and node-postgres read it back parsed (or as text). */
type Json = ColumnType<unknown, string | undefined, string>;

export interface DashboardTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  grid: Json;
  filter: Json;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
