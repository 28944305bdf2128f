/**
 * Growth from `base` to `value` in percent with 2 decimals (OP-69: (new − base) ÷ base × 100),
 * or undefined when both are 0, which the console shows as a dash; from a base of 0 to more
 * than 0 it is 100 (CO-10).
 */
export function growthPercent(base: number, value: number): number | undefined {
  if (base === 0) return value === 0 ? undefined : value > 0 ? 100 : -100;
  return Math.round(((value - base) / base) * 10000) / 100;
}
