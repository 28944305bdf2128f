import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';

/** Kysely table types of the admin plugin's tables (adminActionsMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type AdminTables = {
  admin_actions: AdminActionTable;
};

export function adminDb(db: Kysely<Database>): Kysely<Database & AdminTables> {
  return db.$extendTables<AdminTables>();
}

/** One action an admin took with the admin tools: who, what, on what, when. */
export interface AdminActionTable {
  id: Generated<number>;
  user_id: number | null;
  /** e.g. cronJob.stop, cronJob.setTime, cronJob.run. */
  action: string;
  /** What it acted on (a job's name, a task, a user id). */
  target: string;
  /** JSON text: the action's parameters (a pattern, the tasks killed). */
  detail: ColumnType<unknown, string | null, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
