import { loadavg } from 'node:os';

/** The p-th percentile of ascending `sorted` times (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A time as the bench tables print it. */
export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The load average (1, 5, 15 min) as the sections print it. */
export const fmtLoad = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** A tiny seeded generator: the same data and request mix on every run. */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
