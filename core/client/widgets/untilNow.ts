/** A series' buckets that have begun, and whether the last of them is still counting. */
export interface BucketsUntilNow<T> {
  points: T[];
  /** The last bucket ends after now: its count is partial, not a drop. */
  open: boolean;
}

/**
 * The buckets of a range that have begun by `now`. The histogram resources send every bucket
 * of the day, those still to come as 0: drawn, the rest of today would read as a fall to zero.
 * `key` is the bucket's UTC start; the bucket length is read from the first two keys.
 */
export function untilNow<T extends { key: number }>(points: readonly T[] = [], now = Date.now()): BucketsUntilNow<T> {
  const begun = points.filter((p) => p.key <= now);
  const last = begun.at(-1);
  const length = points.length > 1 ? points[1].key - points[0].key : 0;
  return { points: begun, open: last !== undefined && (begun.length < points.length || last.key + length > now) };
}
