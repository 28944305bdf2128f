import type { Transfer } from './Transfer';

/** A transfer as its detail shows it (TR-16, TR-20): its audiences split by type as well. */
export interface TransferDetail extends Transfer {
  /** The assigned audiences of type interest (1). */
  assignedInterests: number[];
  /** The assigned audiences of type property (2). */
  assignedProperties: number[];
}
