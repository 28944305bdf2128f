import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { DASHBOARD_NAME_MAX } from '../common/dashboardSchema';

/** The unique index behind OP-35: one name per user, compared case-insensitively as ?dashboard= does. */
export const DASHBOARD_NAME_INDEX = 'dashboards_user_lower_name_key';

/**
 * Dashboard names unique per user (OP-35) as an index, so two concurrent saves cannot both pass a
 * check. Names that already clash (stored before the index) are renamed first: every dashboard
 * but the oldest of its group gets its id appended, " (17)", shortened to stay a valid name.
 */
export const dashboardNamesUniqueMigration: Migration = {
  // A migration sees no table types: the tables it changes are those of its own time.
  async up(db: Kysely<unknown>) {
    // Again while a new name clashes too (a user may already have a "Sales (17)").
    for (let pass = 0; pass < 5; pass++) {
      const renamed = await sql`
        update dashboards d
        set name = left(d.name, ${DASHBOARD_NAME_MAX} - length(' (' || d.id || ')')) || ' (' || d.id || ')'
        from (select id, row_number() over (partition by user_id, lower(name) order by id) as rank from dashboards) ranked
        where ranked.id = d.id and ranked.rank > 1`.execute(db);
      if (!renamed.numAffectedRows) break;
    }
    await sql`create unique index ${sql.id(DASHBOARD_NAME_INDEX)} on dashboards (user_id, lower(name))`.execute(db);
  },
};
