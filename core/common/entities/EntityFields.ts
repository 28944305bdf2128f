import type { AuditInformation } from './AuditInformation';

/** What every management entity's reply carries besides its own fields (tenancy and audit, issue 14). */
export interface EntityFields {
  /**
   * The row's version: 1 when created, one more on every update. An update sends the version it
   * was edited from; a stale one is refused with 409 (StaleUpdateBody).
   */
  version: number;
  /** The owner's e-mail (the spec's `email` column of management tables); null when the owner is unknown. */
  email: string | null;
  auditInformation: AuditInformation;
}
