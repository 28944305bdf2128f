import type { TransferRow } from './TransferRow';

/**
 * Audience transfer (management §3, TR-26): a remarketing campaign passing audiences to other
 * systems through its pixels while active, from start_date to end_date.
 */
export interface Transfer extends TransferRow {
  /** Pixel ids. */
  assignedPixels: number[];
  /** Audience ids, interests and properties in one list (TR-16). */
  assignedAudiences: number[];
}
