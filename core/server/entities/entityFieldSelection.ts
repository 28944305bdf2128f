import { sql, type RawBuilder } from 'kysely';
import type { AuditInformation, EntityFields } from '../../common/entities';

/** The e-mail of the user a column names, null when there is none (the account is gone). */
export const userEmail = (column: string): RawBuilder<string | null> => sql<string | null>`(select u.email from users u where u.id = ${sql.ref(column)})`;

/** The audit columns beside the entity's own `id` and `created_at`, with the users' e-mails looked up. */
export function auditSelection(table: string) {
  return [userEmail(`${table}.created_by`).as('created_email'), sql.ref<Date | string>(`${table}.modified_at`).as('modified_at'), userEmail(`${table}.modified_by`).as('modified_email')];
}

/**
 * The entity columns a reply shows (EntityFields), to add to a select on `table` beside the
 * plugin's own `id` and `created_at`. E-mails come from subqueries rather than joins: they run
 * for the rows returned only, and a datatable's count drops them with the selection.
 */
export function entityFieldSelection(table: string) {
  return [sql.ref<number>(`${table}.version`).as('version'), userEmail(`${table}.owner_id`).as('email'), ...auditSelection(table)];
}

/** A row selected with entityFieldSelection (and the entity's id and created_at). */
export interface EntityFieldRow {
  id: number;
  created_at: Date | string;
  version: number;
  email: string | null;
  created_email: string | null;
  modified_at: Date | string;
  modified_email: string | null;
}

export function toAuditInformation(row: Omit<EntityFieldRow, 'version' | 'email'>): AuditInformation {
  return {
    auditable_id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    created_email: row.created_email,
    modified_at: new Date(row.modified_at).toISOString(),
    modified_email: row.modified_email,
  };
}

/** The reply fields every entity carries (EntityFields), from a row selected with entityFieldSelection. */
export function toEntityFields(row: EntityFieldRow): EntityFields {
  return { version: row.version, email: row.email, auditInformation: toAuditInformation(row) };
}
