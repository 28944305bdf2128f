/** Values below this are shown in full (spec §9, CO-05). */
const ABBREVIATE_FROM = 100000;

const SUFFIXES: readonly [number, string][] = [
  [1e9, 'b'],
  [1e6, 'm'],
  [1e3, 'k'],
];

/**
 * Counts as the console shows them: in full under 100000, otherwise abbreviated with k, m or
 * b and at most two decimals. Separators follow the interface language (IN-04).
 */
export function formatNumber(value: number, locale = 'en'): string {
  if (!Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  if (abs < ABBREVIATE_FROM) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const [divisor, suffix] = SUFFIXES.find(([d]) => abs >= d)!;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value / divisor)}${suffix}`;
}
