import { wallClockAt } from '../../../../plugins/monitoring/common/wallClockAt';

describe('wallClockAt', () => {
  it('CU-02: an instant as the wall-clock time of a zone, on a UTC axis; DST-correct; without a zone the instant', () => {
    const winter = Date.UTC(2026, 10, 22, 9, 30, 15, 250);
    expect(wallClockAt(winter, 'Europe/Vienna')).toBe(Date.UTC(2026, 10, 22, 10, 30, 15, 250));
    expect(wallClockAt(Date.UTC(2026, 6, 1, 9), 'Europe/Vienna')).toBe(Date.UTC(2026, 6, 1, 11));
    expect(wallClockAt(Date.UTC(2026, 10, 22, 2), 'America/New_York')).toBe(Date.UTC(2026, 10, 21, 21));
    expect(wallClockAt(winter, undefined)).toBe(winter);
  });
});
