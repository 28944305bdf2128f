import { untilNow } from '../../../../core/client/widgets/untilNow';

const DAY = Date.UTC(2026, 10, 22);
const FIVE_MIN = 300_000;
const day = Array.from({ length: 288 }, (_, i) => ({ key: DAY + i * FIVE_MIN, users: i < 100 ? 5 : 0 }));

describe('untilNow', () => {
  it('CU-02: today ends at now, the rest of the day is not drawn as zero; the bucket holding now is open', () => {
    const now = DAY + 99 * FIVE_MIN + 60_000;
    const { points, open } = untilNow(day, now);
    expect(points).toHaveLength(100);
    expect(points.at(-1)!.key).toBe(DAY + 99 * FIVE_MIN);
    expect(points.every((p) => p.users === 5)).toBe(true);
    expect(open).toBe(true);
  });

  it('CU-02: a range that ended before now keeps every bucket, none open', () => {
    const { points, open } = untilNow(day, DAY + 2 * 86_400_000);
    expect(points).toHaveLength(288);
    expect(open).toBe(false);
  });

  it('CU-02: a daily range up to today keeps today as its last, open bucket', () => {
    const days = [0, 1, 2].map((i) => ({ key: DAY + i * 86_400_000 }));
    expect(untilNow(days, DAY + 2 * 86_400_000 + 3_600_000)).toEqual({ points: days, open: true });
    expect(untilNow(undefined)).toEqual({ points: [], open: false });
  });
});
