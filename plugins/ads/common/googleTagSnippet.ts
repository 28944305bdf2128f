import { formatSlotSizes } from './slotSizes';

/** What a pasted Google Publisher Tag snippet fills in (AD-55). */
export interface GoogleTagFields {
  scriptSrc: string;
  domain: string;
  path: string;
  sizes: string;
  elementId: string;
}

/** A JavaScript string literal (single, double or back quotes) whose text is group `n + 1`, its quote group `n`. */
const string = (n: number) => `(['"\`])(.*?)\\${n}`;
const SCRIPT_SRC = /<script\b[^>]*\bsrc\s*=\s*(['"])(.*?)\1/i;
/** googletag.defineSlot(path, sizes, elementId): sizes is an array literal (of arrays for several) or a string. */
const DEFINE_SLOT = new RegExp(String.raw`defineSlot\(\s*${string(1)}\s*,\s*(\[(?:[^[\]]|\[[^[\]]*\])*\]|${string(4)})\s*,\s*${string(6)}`, 's');

/**
 * AD-55: the fields a pasted GPT snippet names — the loader's script source and its host (the
 * domain), the slot's ad unit path, sizes (formatted as the field shows them, AD-54) and the id of
 * the element it renders into. What the snippet does not name is left out; the snippet itself is
 * only read as text, never run.
 */
export function parseGoogleTag(snippet: string): Partial<GoogleTagFields> {
  const fields: Partial<GoogleTagFields> = {};
  const src = SCRIPT_SRC.exec(snippet)?.[2]?.trim();
  if (src) {
    fields.scriptSrc = src.startsWith('//') ? `https:${src}` : src;
    try {
      fields.domain = new URL(fields.scriptSrc).hostname;
    } catch {
      // A relative or broken src names no host.
    }
  }
  const slot = DEFINE_SLOT.exec(snippet);
  if (slot) {
    fields.path = slot[2];
    fields.sizes = formatSlotSizes(slot[3]);
    fields.elementId = slot[7];
  }
  return fields;
}
