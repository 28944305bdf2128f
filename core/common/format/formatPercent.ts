/** A ratio (0.1234 = 12.34 %) with two decimals in the interface language (spec §9, CO-07). */
export function formatPercent(ratio: number, locale = 'en'): string {
  if (!Number.isFinite(ratio)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ratio);
}
