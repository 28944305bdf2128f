import { act, render, screen } from '@testing-library/react';
import { AnimatedCount, COUNT_ANIMATION_MS } from '../../../../core/client/widgets/AnimatedCount';

describe('AnimatedCount', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('CO-09: runs from the old to the new value within 1 to 2 seconds', () => {
    expect(COUNT_ANIMATION_MS).toBeGreaterThanOrEqual(1000);
    expect(COUNT_ANIMATION_MS).toBeLessThanOrEqual(2000);
    const { rerender } = render(<AnimatedCount value={100} testId="n" />);
    expect(screen.getByTestId('n').textContent).toBe('100');
    rerender(<AnimatedCount value={200} testId="n" />);
    act(() => jest.advanceTimersByTime(COUNT_ANIMATION_MS / 2));
    const midway = Number(screen.getByTestId('n').textContent);
    expect(midway).toBeGreaterThan(100);
    expect(midway).toBeLessThan(200);
    act(() => jest.advanceTimersByTime(COUNT_ANIMATION_MS));
    expect(screen.getByTestId('n').textContent).toBe('200');
  });

  it('CO-05: shows the count in the console number format', () => {
    render(<AnimatedCount value={123456} testId="n" />);
    expect(screen.getByTestId('n').textContent).toBe('123.46k');
  });
});
