/** @jest-environment node */
import { PairCounts } from '../../../../core/server/events/live/PairCounts';

describe('PairCounts: counts per pair of ids in an open-addressing table (issue 13, live window memory)', () => {
  it('agrees with a Map through growth and deletions (backward shift keeps every pair reachable)', () => {
    const table = new PairCounts();
    const model = new Map<string, number>();
    let seed = 11;
    const next = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    for (let step = 0; step < 200_000; step++) {
      // Few distinct first ids and long probe runs: most adds and removals meet collisions.
      const a = next(3000);
      const b = next(7);
      const key = `${a}/${b}`;
      const held = model.get(key) ?? 0;
      const delta = held > 0 && next(2) ? -1 : 1;
      const after = table.add(a, b, delta);
      expect(after).toBe(held + delta);
      if (after) model.set(key, after);
      else model.delete(key);
      if (step === 100_000) {
        // Every pair leaves at once: none may stay behind.
        for (const [k, n] of model) expect(table.add(Number(k.split('/')[0]), Number(k.split('/')[1]), -n)).toBe(0);
        model.clear();
        expect(table.size).toBe(0);
      }
    }
    expect(table.size).toBe(model.size);
    for (const [key, n] of model) {
      const [a, b] = key.split('/').map(Number);
      expect(table.add(a, b, 0)).toBe(n);
    }
  });
});
