/**
 * Who created and last changed a management entity, and when (management §3 `auditInformation`).
 * The server keeps user ids and resolves the e-mails when it answers: an e-mail is null when the
 * user is unknown (a row older than the audit columns, or a deleted account).
 */
export interface AuditInformation {
  /** The entity's id (the spec's activity-log link names it). */
  auditable_id: number;
  /** ISO timestamps. */
  created_at: string;
  created_email: string | null;
  modified_at: string;
  modified_email: string | null;
}
