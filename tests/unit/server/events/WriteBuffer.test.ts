/** @jest-environment node */
import { EventStoreUnavailableError } from '../../../../core/server/events/EventStoreUnavailableError';
import { WriteBuffer } from '../../../../core/server/events/WriteBuffer';

type Held = { rows: string; marks: number };

/** A table per lane; while `failAt` is set, the insert stores that many rows of the batch, then fails. */
function fakeEngine() {
  const engine = {
    tables: { rows: [] as string[], marks: [] as number[] },
    inserts: 0,
    batches: [] as string[][],
    failAt: undefined as number | undefined,
    errors: [] as unknown[],
    recovered: 0,
  };
  const buffer = new WriteBuffer<Held>(['rows', 'marks'], {
    flushIntervalMs: 250,
    flushRows: 5,
    insert: async (batch, stored) => {
      engine.inserts += 1;
      engine.batches.push([...batch.rows]);
      await Promise.resolve();
      const take = engine.failAt ?? Infinity;
      const rows = batch.rows.slice(0, take);
      engine.tables.rows.push(...rows);
      stored.rows = rows.length;
      if (engine.failAt !== undefined) throw new Error('disk full');
      engine.tables.marks.push(...batch.marks);
      stored.marks = batch.marks.length;
    },
    onError: (err) => engine.errors.push(err),
    onRecovered: () => (engine.recovered += 1),
  });
  return { engine, buffer };
}

describe('WriteBuffer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('flushes at once when flushRows items wait, counted over all lanes', async () => {
    const { engine, buffer } = fakeEngine();
    buffer.append('rows', ['a', 'b', 'c']);
    buffer.append('marks', [1]);
    expect(buffer.size).toBe(4);
    buffer.append('marks', [2]);
    await jest.advanceTimersByTimeAsync(0);
    expect(engine.tables).toEqual({ rows: ['a', 'b', 'c'], marks: [1, 2] });
    expect(buffer.size).toBe(0);
  });

  it('flushes flushIntervalMs after the first item waits, not later for items appended meanwhile', async () => {
    const { engine, buffer } = fakeEngine();
    buffer.append('rows', ['a']);
    await jest.advanceTimersByTimeAsync(200);
    buffer.append('rows', ['b']);
    expect(engine.tables.rows).toEqual([]);
    await jest.advanceTimersByTimeAsync(50);
    expect(engine.tables.rows).toEqual(['a', 'b']);
    expect(engine.inserts).toBe(1);
  });

  it('close stores what waits, then refuses appends', async () => {
    const { engine, buffer } = fakeEngine();
    buffer.append('rows', ['a']);
    buffer.append('marks', [1]);
    await buffer.close();
    expect(engine.tables).toEqual({ rows: ['a'], marks: [1] });
    expect(buffer.closed).toBe(true);
    expect(() => buffer.append('rows', ['b'])).toThrow('The event store is closed.');
  });

  it('close waits for the writes queued before it', async () => {
    const { buffer } = fakeEngine();
    const done: string[] = [];
    void buffer.write(async () => {
      await new Promise((wake) => setTimeout(wake, 100));
      done.push('queued write');
    });
    const closing = buffer.close().then(() => done.push('closed'));
    await jest.advanceTimersByTimeAsync(100);
    await closing;
    expect(done).toEqual(['queued write', 'closed']);
  });

  it('a failed insert keeps what it did not store, in order; appends are refused (503) until a retry stores it', async () => {
    const { engine, buffer } = fakeEngine();
    buffer.append('rows', ['a', 'b', 'c']);
    buffer.append('marks', [1]);
    engine.failAt = 1;
    await expect(buffer.flush()).rejects.toThrow('disk full');
    expect(engine.tables).toEqual({ rows: ['a'], marks: [] });
    expect(buffer.waiting('rows')).toEqual(['b', 'c']);
    expect(buffer.waiting('marks')).toEqual([1]);
    expect(() => buffer.append('rows', ['d'])).toThrow(EventStoreUnavailableError);
    expect(() => buffer.assertWritable()).toThrow('The event store cannot write (disk full).');

    // Retried every second; the outage is reported once.
    engine.failAt = 0;
    await jest.advanceTimersByTimeAsync(1000);
    expect(engine.inserts).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(engine.inserts).toBe(3);
    expect(engine.errors).toHaveLength(1);
    expect(engine.recovered).toBe(0);

    engine.failAt = undefined;
    await jest.advanceTimersByTimeAsync(1000);
    expect(engine.tables).toEqual({ rows: ['a', 'b', 'c'], marks: [1] });
    expect(engine.recovered).toBe(1);
    buffer.append('rows', ['d']);
    await buffer.flush();
    expect(engine.tables.rows).toEqual(['a', 'b', 'c', 'd']);
    expect(engine.errors).toHaveLength(1);
    expect(engine.recovered).toBe(1);
  });

  it('rows that fail wait before rows appended while the insert ran', async () => {
    const { engine, buffer } = fakeEngine();
    buffer.append('rows', ['a', 'b']);
    engine.failAt = 0;
    const flushing = buffer.flush();
    while (!engine.inserts) await Promise.resolve();
    buffer.append('rows', ['c']);
    await expect(flushing).rejects.toThrow('disk full');
    expect(engine.batches).toEqual([['a', 'b']]);
    expect(buffer.waiting('rows')).toEqual(['a', 'b', 'c']);
  });

  it('flush listeners hear a flush that stored something, even one that then failed, and no other', async () => {
    const { engine, buffer } = fakeEngine();
    const heard = jest.fn();
    const stop = buffer.onFlush(heard);
    await buffer.flush();
    expect(heard).not.toHaveBeenCalled();

    buffer.append('rows', ['a', 'b']);
    engine.failAt = 1;
    await expect(buffer.flush()).rejects.toThrow('disk full');
    expect(heard).toHaveBeenCalledTimes(1);
    engine.failAt = 0;
    await expect(buffer.flush()).rejects.toThrow('disk full');
    expect(heard).toHaveBeenCalledTimes(1);

    stop();
    engine.failAt = undefined;
    await buffer.flush();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('the engine sees what an insert stored (before it failed) before the flush listeners hear of it', async () => {
    const order: string[] = [];
    const buffer = new WriteBuffer<Held>(['rows', 'marks'], {
      flushIntervalMs: 250,
      flushRows: 5,
      insert: (_batch, stored) => {
        stored.rows = 1;
        throw new Error('disk full');
      },
      inserted: async (batch) => {
        await Promise.resolve();
        order.push(`inserted ${batch.rows.join()} | ${batch.marks.join()}`);
      },
      onError: () => undefined,
      onRecovered: () => undefined,
    });
    buffer.onFlush(() => order.push('heard'));
    buffer.append('rows', ['a', 'b']);
    buffer.append('marks', [1]);
    await expect(buffer.flush()).rejects.toThrow('disk full');
    expect(order).toEqual(['inserted a | ', 'heard']);
    expect(buffer.waiting('rows')).toEqual(['b']);
    expect(buffer.waiting('marks')).toEqual([1]);
  });
});
