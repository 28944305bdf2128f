import type { Pixel } from './Pixel';
import { PIXEL_CODE_FIELDS } from './pixelTypeFields';
import type { PixelFields } from './storedPixelFields';

/**
 * Whether a pixel saved with the fields `next` is approved (management §4, PX-05, OP-12): image,
 * google and facebook pixels count as approved; a javascript pixel stays approved only when it was
 * an approved javascript pixel with the same code before (`stored`, absent on create). New code is
 * approved only by the back-office review (the approve call).
 */
export function approvedAfterSave(stored: Pick<Pixel, 'approved' | keyof PixelFields> | undefined, next: PixelFields): boolean {
  if (next.type !== 'javascript') return true;
  if (!stored || stored.type !== 'javascript' || !stored.approved) return false;
  return PIXEL_CODE_FIELDS.every((field) => stored[field] === next[field]);
}
