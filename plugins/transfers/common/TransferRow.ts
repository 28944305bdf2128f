import type { EntityFields } from '../../../core/common/entities';

/** A transfer as the list shows it (TR-03): its own fields with version, owner (`email`) and audit. */
export interface TransferRow extends EntityFields {
  id: number;
  name: string;
  /** YYYY-MM-DD; null: no start (OP-53). */
  start_date: string | null;
  /** YYYY-MM-DD; null: no end. */
  end_date: string | null;
  active: boolean;
}
