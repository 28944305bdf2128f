import { sql, type Kysely } from 'kysely';

/**
 * A migration step that gives an entity table (with `id`, `organisation_id` and `created_at`)
 * the other EntityColumns. Rows already there are owned by their organisation's first admin
 * (MODULE_ADMIN.VIEW, the viewModuleAdmin permission), or by nobody; who created or changed
 * them is unknown (null), and they were last modified when created, at version 1.
 *
 * Migrations that ran call it, so it names its permission literally and must keep doing what it
 * does: a later change of the columns is a new step.
 */
export async function addEntityColumns(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`alter table ${sql.table(table)}
    add column owner_id integer references users (id) on delete set null,
    add column created_by integer references users (id) on delete set null,
    add column modified_at timestamptz not null default now(),
    add column modified_by integer references users (id) on delete set null,
    add column version integer not null default 1`.execute(db);
  await sql`update ${sql.table(table)} as t set modified_at = t.created_at, owner_id = (
      select uo.user_id from user_organisations uo
      join user_permissions up on up.user_id = uo.user_id and up.permission = 'MODULE_ADMIN.VIEW'
      where uo.organisation_id = t.organisation_id
      order by uo.user_id limit 1)`.execute(db);
  // Deleting a user sets its references to null: without an index that scans the table.
  await sql`create index ${sql.id(`${table}_owner_idx`)} on ${sql.table(table)} (owner_id)`.execute(db);
}
