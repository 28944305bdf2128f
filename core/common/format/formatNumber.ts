/** Values below this are shown in full on the analytics screens (analytics §9, CO-05). */
const ABBREVIATE_FROM = 100000;

/**
 * The management screens (audience and AI cards) abbreviate every count above 999 (management
 * §9); OP-36 keeps both thresholds, each in its own area.
 */
export const MANAGEMENT_ABBREVIATE_FROM = 1000;

const SUFFIXES: readonly [number, string][] = [
  [1e9, 'b'],
  [1e6, 'm'],
  [1e3, 'k'],
];

/**
 * Counts as the console shows them: in full under `abbreviateFrom` (analytics: 100000),
 * otherwise abbreviated with k, m or b and at most two decimals. Separators follow the
 * interface language (IN-04).
 */
export function formatNumber(value: number, locale = 'en', abbreviateFrom = ABBREVIATE_FROM): string {
  if (!Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  if (abs < abbreviateFrom) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const [divisor, suffix] = SUFFIXES.find(([d]) => abs >= d) ?? [1, ''];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value / divisor)}${suffix}`;
}
