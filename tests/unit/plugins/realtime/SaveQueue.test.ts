import { SaveQueue } from '../../../../plugins/realtime/client/SaveQueue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SaveQueue', () => {
  /** A send per key that answers only when the test says so, with the state it read when it went out. */
  function setup() {
    const state = new Map<string, number>();
    const sent: Array<[string, number]> = [];
    const replies: Array<() => void> = [];
    const queue = new SaveQueue<string, number>(
      (key) =>
        new Promise((resolve) => {
          const value = state.get(key)!;
          sent.push([key, value]);
          replies.push(() => resolve(value));
        }),
    );
    const change = (key: string, value: number) => {
      state.set(key, value);
      return queue.save(key);
    };
    return { sent, replies, change, queue };
  }

  it('sends at once when idle; saves asked for meanwhile wait and leave as one send of the newest state', async () => {
    const { sent, replies, change } = setup();
    const first = change('a', 1);
    const second = change('a', 2);
    const third = change('a', 3);
    expect(sent).toEqual([['a', 1]]);
    replies.shift()!();
    expect(await first).toBe(1);
    await tick();
    expect(sent).toEqual([['a', 1], ['a', 3]]);
    replies.shift()!();
    // Both waiting callers get the result of the send that carried their change.
    expect(await Promise.all([second, third])).toEqual([3, 3]);
  });

  it('RG-16: settled waits for the saves in flight and queued, so a delete goes after them', async () => {
    const { replies, change, queue } = setup();
    change('a', 1);
    change('a', 2);
    let settled = false;
    void queue.settled('a').then(() => (settled = true));
    replies.shift()!();
    await tick();
    expect(settled).toBe(false); // the queued save of 2 went out and is unanswered
    replies.shift()!();
    await tick();
    expect(settled).toBe(true);
    await expect(queue.settled('b')).resolves.toBeUndefined(); // nothing pending: at once
  });

  it('keys do not wait for each other; an idle key starts again at once', async () => {
    const { sent, replies, change } = setup();
    change('a', 1);
    change('b', 1);
    expect(sent).toEqual([['a', 1], ['b', 1]]);
    replies.splice(0).forEach((reply) => reply());
    await tick();
    change('a', 2);
    expect(sent).toEqual([['a', 1], ['b', 1], ['a', 2]]);
  });

  it('a send that rejects does not stop the next', async () => {
    const sent: number[] = [];
    const queue = new SaveQueue<string, number>(async () => {
      sent.push(sent.length);
      if (sent.length === 1) throw new Error('down');
      return 1;
    });
    const failed = queue.save('a');
    const next = queue.save('a');
    await expect(failed).rejects.toThrow('down');
    expect(await next).toBe(1);
    expect(sent).toEqual([0, 1]);
  });
});
