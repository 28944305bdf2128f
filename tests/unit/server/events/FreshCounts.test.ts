import { FreshCounts, type EventStore } from '../../../../core/server/events';

const store = () => ({}) as EventStore;

describe('FreshCounts', () => {
  it('reuses a count for its freshness, per key and per event store, and counts again once it is older', async () => {
    const counts = new FreshCounts<string, number>(1000);
    const [a, b] = [store(), store()];
    let asked = 0;
    const count = async () => ++asked;
    expect(await counts.get(a, 'k', count, 0)).toBe(1);
    expect(await counts.get(a, 'k', count, 999)).toBe(1);
    expect(await counts.get(a, 'other', count, 999)).toBe(2);
    expect(await counts.get(b, 'k', count, 999)).toBe(3);
    expect(await counts.get(a, 'k', count, 1000)).toBe(4);
  });

  it('shares a count while it runs, and drops a failed one so the next ask counts again', async () => {
    const counts = new FreshCounts<string, number>(1000);
    const events = store();
    let asked = 0;
    const failing = () => {
      asked += 1;
      return Promise.reject(new Error('store away'));
    };
    const first = counts.get(events, 'k', failing, 0);
    const second = counts.get(events, 'k', failing, 1);
    await expect(first).rejects.toThrow('store away');
    await expect(second).rejects.toThrow('store away');
    expect(asked).toBe(1);
    expect(await counts.get(events, 'k', async () => 7, 2)).toBe(7);
  });
});
