/**
 * The transfer wizard's steps in order, each with the fields it owns: a server validation error
 * opens and marks the step owning the failed field (management §4, TR-11).
 *
 * The spec names the steps "data, pixel, inventory" (§2, TR-08) but numbers their fields step 1
 * (name, start_date, end_date, domain_id), step 2 (assignedAudiences), step 3 (assignedPixels)
 * (§4, TR-11), and numbers the tracking wizard's alike: inventory second, pixels (with the events
 * that fire them) third. The numbering is the reading both wizards and both tests (TR-11, TK-07)
 * agree on, and §2's list does not say its order: so data, inventory, pixel — each step owning the
 * fields it edits. The transfer has no domain (OP-52): a domain_id error still marks step 1.
 */
export const TRANSFER_STEPS = [
  { key: 'data', fields: ['name', 'start_date', 'end_date', 'domain_id'] },
  { key: 'inventory', fields: ['assignedAudiences'] },
  { key: 'pixel', fields: ['assignedPixels'] },
] as const;

export type TransferStepKey = (typeof TRANSFER_STEPS)[number]['key'];
