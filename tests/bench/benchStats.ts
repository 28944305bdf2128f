/** The p-th percentile of ascending `sorted` times (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A time as the bench tables print it. */
export const ms = (n: number) => `${n.toFixed(1)} ms`;
