import { wallClockKey } from '../../../../core/client/widgets/wallClockKey';

describe('wallClockKey', () => {
  it('CE-11, IA-05, IC-05: buckets are drawn at the wall-clock time of their local start', () => {
    const key = Date.UTC(2026, 10, 22, 9, 30);
    expect(wallClockKey({ key, date: '2026-11-22T10:30:00+01:00' })).toBe(Date.UTC(2026, 10, 22, 10, 30));
    expect(wallClockKey({ key, date: '2026-11-22T04:30:00-05:00' })).toBe(Date.UTC(2026, 10, 22, 4, 30));
    expect(wallClockKey({ key, date: '2026-11-22T05:00:00+05:30' })).toBe(Date.UTC(2026, 10, 22, 15, 0));
  });

  it('IA-05: a daily bucket starting at local midnight sits on its own day, east and west of UTC', () => {
    expect(wallClockKey({ key: Date.UTC(2026, 10, 21, 23), date: '2026-11-22T00:00:00+01:00' })).toBe(Date.UTC(2026, 10, 22));
    expect(wallClockKey({ key: Date.UTC(2026, 10, 22, 5), date: '2026-11-22T00:00:00-05:00' })).toBe(Date.UTC(2026, 10, 22));
  });

  it('a date without an offset leaves the key as it is', () => {
    expect(wallClockKey({ key: 42, date: '2026-11-22T00:00:00Z' })).toBe(42);
  });
});
