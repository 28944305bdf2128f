/** A ratio as whole percent without decimals, e.g. 0.333 → "33 %" in the interface language (CD-03). */
export function wholePercent(ratio: number, locale = 'en'): string {
  if (!Number.isFinite(ratio)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}
