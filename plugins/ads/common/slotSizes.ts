/** One size of a Google slot: a [width,height] pair, or GPT's 'fluid'. */
const SIZE = String.raw`(?:\[\d{1,4},\d{1,4}\]|fluid)`;
/** Stored slot sizes: sizes joined by commas, e.g. `[300,250],[728,90]`; empty for none. */
export const SLOT_SIZES_PATTERN = new RegExp(`^(?:${SIZE}(?:,${SIZE})*)?$`);

/**
 * AD-54: slot sizes as the field shows them — the numbers typed (any separators: `300x250 728x90`,
 * `300,250;728,90`) paired into bracketed [width,height] pairs, joined by commas; 'fluid' kept.
 * A last number without its height stays as typed, so the user can go on typing it.
 */
export function formatSlotSizes(text: string): string {
  const tokens = text.match(/fluid|\d+/gi) ?? [];
  const sizes: string[] = [];
  let width: string | undefined;
  for (const token of tokens) {
    if (/^fluid$/i.test(token)) sizes.push('fluid');
    else if (width === undefined) width = token;
    else {
      sizes.push(`[${Number(width)},${Number(token)}]`);
      width = undefined;
    }
  }
  if (width !== undefined) sizes.push(width);
  return sizes.join(',');
}
