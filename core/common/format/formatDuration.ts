/** Units from the spec (§9, CO-08), largest first, with their length in milliseconds. */
const UNITS: readonly [string, number][] = [
  ['y', 365 * 24 * 3600 * 1000],
  ['d', 24 * 3600 * 1000],
  ['h', 3600 * 1000],
  ['m', 60 * 1000],
  ['s', 1000],
  ['ms', 1],
];

/** A duration in milliseconds in the largest unit that keeps it at least 1, e.g. 90000 → "1.5m". */
export function formatDuration(ms: number, locale = 'en'): string {
  if (!Number.isFinite(ms)) return '–';
  const abs = Math.abs(ms);
  const [unit, size] = UNITS.find(([, s]) => abs >= s) ?? UNITS[UNITS.length - 1];
  const digits = unit === 'ms' ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(ms / size)}${unit}`;
}
