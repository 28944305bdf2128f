import type { Pixel } from './Pixel';
import { PIXEL_CODE_FIELDS } from './pixelTypeFields';
import type { PixelFields } from './storedPixelFields';

/** Where a pixel is in the back-office review (OP-12): approved, waiting, or rejected with the admin's reason. */
export type PixelReview = Pick<Pixel, 'approved' | 'rejection_reason'>;

/**
 * The review of a pixel saved with the fields `next` (management §4, PX-05, OP-12): image, google
 * and facebook pixels count as approved; a javascript pixel keeps its review — approved, waiting,
 * or rejected with its reason — while its code is that of the stored javascript pixel (`stored`,
 * absent on create). New code waits for the back-office review (the approve and reject calls).
 */
export function pixelReviewAfterSave(stored: Pick<Pixel, 'approved' | 'rejection_reason' | keyof PixelFields> | undefined, next: PixelFields): PixelReview {
  if (next.type !== 'javascript') return { approved: true, rejection_reason: null };
  if (stored?.type === 'javascript' && PIXEL_CODE_FIELDS.every((field) => stored[field] === next[field])) return { approved: stored.approved, rejection_reason: stored.rejection_reason };
  return { approved: false, rejection_reason: null };
}
