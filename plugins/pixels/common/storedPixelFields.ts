import type { Pixel, PixelType } from './Pixel';
import { PIXEL_TYPE_FIELD_NAMES, PIXEL_TYPE_FIELDS, type PixelTypeField } from './pixelTypeFields';

/** What a save stores: the title, the type, the image and every type's fields. */
export type PixelFields = Pick<Pixel, 'title' | 'type' | 'image' | PixelTypeField>;

/** A pixel's fields as a form or a validated body hold them: texts, maybe empty or missing. */
export type PixelFieldValues = { title: string; type: PixelType } & Partial<Record<'image' | PixelTypeField, string | null>>;

const stored = (text: string | null | undefined) => (text === undefined || text === null || text.trim() === '' ? null : text);

/**
 * The columns a save writes: the fields of the pixel's type, empty ones as null, and every other
 * type's fields null, so no code rides along with a pixel that needs no approval (PX-05) and a
 * changed type leaves nothing of the old one behind.
 */
export function storedPixelFields(values: PixelFieldValues): PixelFields {
  const own = new Set<PixelTypeField>(PIXEL_TYPE_FIELDS[values.type]);
  const typeFields = Object.fromEntries(PIXEL_TYPE_FIELD_NAMES.map((field) => [field, own.has(field) ? stored(values[field]) : null])) as Record<PixelTypeField, string | null>;
  return { title: values.title, type: values.type, image: stored(values.image), ...typeFields };
}
