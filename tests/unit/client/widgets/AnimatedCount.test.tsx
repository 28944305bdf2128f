import { act, render, screen } from '@testing-library/react';
import { AnimatedCount, COUNT_ANIMATION_MS } from '../../../../core/client/widgets/AnimatedCount';

describe('AnimatedCount', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('CO-09: runs from the old to the new value within 1 to 2 seconds', () => {
    expect(COUNT_ANIMATION_MS).toBeGreaterThanOrEqual(1000);
    expect(COUNT_ANIMATION_MS).toBeLessThanOrEqual(2000);
    const { rerender } = render(<AnimatedCount value={100} testId="n" />);
    act(() => jest.advanceTimersByTime(COUNT_ANIMATION_MS + 100));
    expect(screen.getByTestId('n').textContent).toBe('100');
    rerender(<AnimatedCount value={200} testId="n" />);
    act(() => jest.advanceTimersByTime(COUNT_ANIMATION_MS / 2));
    const midway = Number(screen.getByTestId('n').textContent);
    expect(midway).toBeGreaterThan(100);
    expect(midway).toBeLessThan(200);
    act(() => jest.advanceTimersByTime(COUNT_ANIMATION_MS));
    expect(screen.getByTestId('n').textContent).toBe('200');
  });

  it('CO-09: a count shown for the first time counts up from 0 to its value', () => {
    render(<AnimatedCount value={1000} testId="n" />);
    expect(screen.getByTestId('n').textContent).toBe('0');
    expect(screen.getByTestId('n').dataset.value).toBe('1000');
    act(() => jest.advanceTimersByTime(COUNT_ANIMATION_MS / 2));
    expect(Number(screen.getByTestId('n').textContent)).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(COUNT_ANIMATION_MS));
    expect(screen.getByTestId('n').textContent).toBe('1,000');
  });

  it('CO-05: shows the count in the console number format', () => {
    render(<AnimatedCount value={123456} testId="n" />);
    act(() => jest.advanceTimersByTime(COUNT_ANIMATION_MS + 100));
    expect(screen.getByTestId('n').textContent).toBe('123.46k');
  });
});
