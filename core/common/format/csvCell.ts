/**
 * What a spreadsheet may read as the start of a formula (OWASP "CSV injection"), tab and
 * carriage return included: page titles, labels, audience names and lead form fields come from
 * tracked sites and users, so anyone could plant `=HYPERLINK(…)` in them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value as a CSV cell that a spreadsheet shows as text — the one rule of every CSV the console
 * writes, in the browser (toCsv) and on the server (sendCsv): null and undefined become empty,
 * and a text starting like a formula gets a leading apostrophe, so `=HYPERLINK(…)` in an
 * audience name or a lead's form field is never evaluated when the file is opened. Numbers
 * stay numbers (a negative one is data, not a formula).
 */
export function csvCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
