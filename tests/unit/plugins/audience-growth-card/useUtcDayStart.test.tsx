import { act, renderHook } from '@testing-library/react';
import { useUtcDayStart } from '../../../../plugins/audience-growth-card/client/useUtcDayStart';

const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 10, 22);

describe('useUtcDayStart', () => {
  afterEach(() => jest.useRealTimers());

  it('CG-04: gives today’s UTC midnight and moves on when the next UTC day begins', () => {
    jest.useFakeTimers({ now: TODAY + DAY - 2000 });
    const { result } = renderHook(() => useUtcDayStart());
    expect(result.current).toBe(TODAY);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(TODAY);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(TODAY + DAY);
    act(() => jest.advanceTimersByTime(DAY));
    expect(result.current).toBe(TODAY + 2 * DAY);
  });
});
