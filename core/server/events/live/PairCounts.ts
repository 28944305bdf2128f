/**
 * Counts per pair of non-negative integers, in an open-addressing table of typed arrays (linear
 * probing, deletion by backward shift): 12 bytes a slot, at most three quarters full, where a Map per
 * first key cost over 100 bytes even for two entries, and nothing for the collector to trace.
 */
export class PairCounts {
  private first = new Int32Array(1024);
  private second = new Int32Array(1024);
  private counts = new Int32Array(1024);
  private pairs = 0;

  /** The pair's count after adding `delta` (a pair at 0 is gone). */
  add(a: number, b: number, delta: number): number {
    let at = this.find(a, b);
    if (this.counts[at] === 0) {
      if (delta === 0) return 0;
      if ((this.pairs + 1) * 4 > this.counts.length * 3) {
        this.grow();
        at = this.find(a, b);
      }
      this.first[at] = a;
      this.second[at] = b;
      this.pairs++;
    }
    const count = (this.counts[at] += delta);
    if (count === 0) this.remove(at);
    return count;
  }

  get size(): number {
    return this.pairs;
  }

  /** The slot holding the pair, or the empty slot where it would go. */
  private find(a: number, b: number): number {
    const mask = this.counts.length - 1;
    let at = hash(a, b) & mask;
    while (this.counts[at] !== 0 && (this.first[at] !== a || this.second[at] !== b)) at = (at + 1) & mask;
    return at;
  }

  /** Empties a slot and moves later pairs of its probe run back, so every pair stays reachable without tombstones. */
  private remove(at: number) {
    const mask = this.counts.length - 1;
    this.pairs--;
    let hole = at;
    for (let next = (at + 1) & mask; this.counts[next] !== 0; next = (next + 1) & mask) {
      const fromHome = (next - (hash(this.first[next], this.second[next]) & mask)) & mask;
      // The pair at `next` may fill the hole when its home is not cyclically within (hole, next].
      if (fromHome >= ((next - hole) & mask)) {
        this.first[hole] = this.first[next];
        this.second[hole] = this.second[next];
        this.counts[hole] = this.counts[next];
        hole = next;
      }
    }
    this.counts[hole] = 0;
  }

  private grow() {
    const { first, second, counts } = this;
    this.first = new Int32Array(counts.length * 2);
    this.second = new Int32Array(counts.length * 2);
    this.counts = new Int32Array(counts.length * 2);
    for (let i = 0; i < counts.length; i++) {
      if (counts[i] === 0) continue;
      const at = this.find(first[i], second[i]);
      this.first[at] = first[i];
      this.second[at] = second[i];
      this.counts[at] = counts[i];
    }
  }
}

/** Mixes both integers into 32 bits (Murmur3's finalizer): consecutive ids must not share probe runs. */
function hash(a: number, b: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ b;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
