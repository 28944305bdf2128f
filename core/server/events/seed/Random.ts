/** A small seeded PRNG (mulberry32): the same seed gives the same demo traffic. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** Picks by weight from a table built once with `cumulative`. */
  weighted<T>(table: { items: readonly T[]; sums: readonly number[] }): T {
    const x = this.next() * table.sums[table.sums.length - 1];
    let lo = 0;
    let hi = table.sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (table.sums[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return table.items[lo];
  }

  /** Poisson-distributed count with mean `mean` (Knuth for small means, normal approximation above). */
  poisson(mean: number): number {
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    for (let p = this.next(); p > limit; p *= this.next()) k++;
    return k;
  }

  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }
}

/** A weight table for `Random.weighted`. */
export function cumulative<T>(entries: readonly (readonly [T, number])[]): { items: T[]; sums: number[] } {
  let sum = 0;
  return { items: entries.map(([item]) => item), sums: entries.map(([, w]) => (sum += w)) };
}
