import type { PixelType } from './Pixel';

/** The fields each pixel type fires with (management §3, §5); a saved pixel keeps only its type's. */
export const PIXEL_TYPE_FIELDS = {
  javascript: ['externalcode', 'staticcode', 'trigger_code'],
  google: ['conversion_id', 'conversion_label', 'conversionvalue', 'custom_value'],
  facebook: ['facebook_id'],
  image: ['source'],
  unspecified: [],
} as const satisfies Record<PixelType, readonly string[]>;

export type PixelTypeField = (typeof PIXEL_TYPE_FIELDS)[keyof typeof PIXEL_TYPE_FIELDS][number];

/** Every type's fields. */
export const PIXEL_TYPE_FIELD_NAMES: readonly PixelTypeField[] = Object.values(PIXEL_TYPE_FIELDS).flat();

/** The code a javascript pixel runs: a change of any of them needs a new approval (PX-05, OP-12). */
export const PIXEL_CODE_FIELDS = PIXEL_TYPE_FIELDS.javascript;
