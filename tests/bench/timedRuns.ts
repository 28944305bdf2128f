/** Timed calls per measurement: enough for a p95 on a quiet machine. */
export const RUNS = 20;

/**
 * One call measured as the benches do: the first (nothing cached for it), 2 warm-ups, then RUNS
 * timed calls, sequential. Answers the first call's result and the timed ones' times, ascending.
 */
export async function timedRuns<T extends { time: number }>(once: () => Promise<T>): Promise<{ first: T; times: number[] }> {
  const first = await once();
  for (let i = 0; i < 2; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await once()).time);
  return { first, times: times.sort((a, b) => a - b) };
}
